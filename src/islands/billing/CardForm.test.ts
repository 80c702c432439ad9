// @vitest-environment happy-dom
/** The card form as a person uses it: messages per field after "Check card", formatting while typing, no network. */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CATALOG, islandMessages } from '../../i18n/catalog.ts';
import { CARD_MESSAGES } from '../../lib/card/index.ts';
import CardForm, { CARD_FORM_MESSAGES } from './CardForm.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

async function render(locale: 'en' | 'de') {
  await act(async () => root.render(createElement(CardForm, { locale, messages: islandMessages(locale, ...CARD_FORM_MESSAGES) })));
}

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await render('en');
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

function field(label: string): HTMLInputElement {
  const element = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!element) throw new Error(`No field labelled "${label}"`);
  return host.querySelector<HTMLInputElement>(`#${CSS.escape(element.htmlFor)}`)!;
}

/** Sets the value the way a browser does, so React's onChange sees it. */
async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function check() {
  await act(async () => host.querySelector<HTMLButtonElement>('button[type=submit]')!.click());
}

const errors = () => [...host.querySelectorAll('.ui-field__error')].map((e) => e.textContent?.replace('Error: ', ''));

it('formats number and expiry while typing and lets backspace remove the expiry slash', async () => {
  await type('Card number', '378282246310005');
  expect(field('Card number').value).toBe('3782 822463 10005');
  await type('Expiry (MM/YY)', '12');
  expect(field('Expiry (MM/YY)').value).toBe('12/');
  await type('Expiry (MM/YY)', '12');
  expect(field('Expiry (MM/YY)').value).toBe('12');
  await type('Security code', '12345');
  expect(field('Security code').value).toBe('1234');
});

it('shows one message per invalid field, re-judges the code when the brand changes, then accepts a valid card', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  await check();
  expect(errors()).toEqual([
    CARD_MESSAGES.holderRequired,
    CARD_MESSAGES.numberRequired,
    CARD_MESSAGES.expiryRequired,
    CARD_MESSAGES.codeRequired,
  ]);

  await type('Name on card', 'Ada Lovelace');
  await type('Card number', '4242424242424241');
  await type('Expiry (MM/YY)', '0120');
  await type('Security code', '123');
  expect(errors()).toEqual([CARD_MESSAGES.numberLuhn, CARD_MESSAGES.expiryPast]);

  await type('Card number', '378282246310005');
  expect(errors()).toEqual([CARD_MESSAGES.expiryPast, CARD_MESSAGES.codeLength(4)]);

  await type('Card number', '4242424242424242');
  await type('Expiry (MM/YY)', '1299');
  await check();
  expect(errors()).toEqual([]);
  expect(host.querySelector('[role=status]')?.textContent).toBe(
    'These Visa details are valid (ending 4242). Nothing was saved or charged.',
  );
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("speaks the page's language: German labels, messages and verdict", async () => {
  const de = CATALOG.de;
  await render('de');
  await check();
  expect(errors()[0]).toBe(`${de['form.errorPrefix']} ${de['billing.card.errors.holderRequired']}`);
  await type(de['billing.card.holder']!, 'Ada Lovelace');
  await type(de['billing.card.number']!, '378282246310005');
  await type(de['billing.card.expiry']!, '1299');
  await type(de['billing.card.code']!, '123');
  await check();
  expect(errors()).toEqual([`${de['form.errorPrefix']} Der Sicherheitscode dieser Karte hat 4 Ziffern`]);
  await type(de['billing.card.code']!, '1234');
  await check();
  expect(host.querySelector('[role=status]')?.textContent).toBe(
    'Diese American Express-Kartendaten sind gültig (endet auf 0005). Nichts wurde gespeichert oder belastet.',
  );
});
