// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import hotToast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_ACCENTS, TOAST_DURATION_MS, TOAST_KINDS, TOAST_POSITION, toastRole } from './policy.ts';
import { loadToastLibrary, notify, showToast, subscribeToasts, type ShownToast } from './toast.ts';
import { ToastHost } from './ToastHost.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

function mount(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  return container;
}

/** react-hot-toast loads when the page is idle (toast.ts): wait until the host has rendered its toaster. */
async function waitForToaster(container: HTMLElement): Promise<void> {
  for (let i = 0; i < 50 && !container.querySelector('[data-rht-toaster]'); i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(container.querySelector('[data-rht-toaster]'), 'the toaster rendered').not.toBeNull();
}

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  // Toasts wait for the library (toast.ts); once it is loaded, queued ones have been added and can be removed.
  await loadToastLibrary();
  act(() => hotToast.remove());
  document.body.innerHTML = '';
});

describe('toast policy (spec §9)', () => {
  it('toasts last 2000 ms at the bottom right, in nine kinds', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_POSITION).toBe('bottom-right');
    expect(TOAST_KINDS).toEqual(['success', 'error', 'info', 'warning', 'primary', 'purple', 'blue', 'green', 'orange']);
    expect(Object.keys(TOAST_ACCENTS).sort()).toEqual([...TOAST_KINDS].sort());
  });

  it('every stripe colour is a design token defined for both themes, so the dark theme keeps its contrast', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const [light, dark] = [css.slice(css.indexOf(':root {'), css.indexOf(':root.dark')), css.slice(css.indexOf(':root.dark'))];
    for (const accent of Object.values(TOAST_ACCENTS)) {
      const token = /^var\((--[a-z-]+)/.exec(accent)?.[1];
      expect(token, accent).toBeDefined();
      if (token === '--accent-strong') continue; // the tenant's own accent, set per page by the layout
      expect(light, `${token} in the light theme`).toContain(`${token}:`);
      expect(dark.slice(0, dark.indexOf('}')), `${token} in the dark theme`).toContain(`${token}:`);
    }
  });

  it('errors and warnings are announced at once, the rest politely', () => {
    expect(toastRole('error')).toEqual({ role: 'alert', 'aria-live': 'assertive' });
    expect(toastRole('warning').role).toBe('alert');
    expect(toastRole('purple')).toEqual({ role: 'status', 'aria-live': 'polite' });
  });

  it('has one shortcut per kind, and tells subscribers', () => {
    const shown: ShownToast[] = [];
    const stop = subscribeToasts((toast) => shown.push(toast));
    act(() => {
      for (const kind of TOAST_KINDS) notify[kind](`${kind} message`);
    });
    stop();
    expect(shown.map((t) => [t.kind, t.message])).toEqual(TOAST_KINDS.map((kind) => [kind, `${kind} message`]));
  });
});

describe('<ToastHost />', () => {
  it('renders toasts bottom-right with their kind, and only one host renders the queue', async () => {
    const container = mount();
    await act(async () => root!.render([createElement(ToastHost, { key: 'a' }), createElement(ToastHost, { key: 'b' })]));
    await act(async () => {
      showToast('orange', 'Export ready');
      showToast('success', 'Saved');
    });
    await waitForToaster(container);
    expect(container.textContent).toContain('Export ready');
    expect(container.textContent).toContain('Saved');
    expect(container.querySelectorAll('.toast--orange')).toHaveLength(1);
    const placement = container.querySelector<HTMLElement>('.toast--orange')!.parentElement!;
    expect(placement.style.bottom).toBe('0px');
    expect(placement.style.justifyContent).toBe('flex-end');
  });

  it('the same message of the same kind replaces the first instead of stacking', async () => {
    const container = mount();
    await act(async () => root!.render(createElement(ToastHost)));
    await act(async () => {
      notify.error('Server error. Please try again later.');
      notify.error('Server error. Please try again later.');
    });
    await waitForToaster(container);
    expect(container.querySelectorAll('.toast--error')).toHaveLength(1);
  });
});
