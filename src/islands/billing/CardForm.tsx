/**
 * The card-payment form (spec §3 "Credit card form"): holder name, number, expiry and security code, formatted
 * as typed and checked by src/lib/card. On its own (the billing page) it only checks the details; the checkout
 * (`CardEntry` with `onCard`) hands the checked details on to be tokenized and charged, and shows the fields the
 * provider refused (`serverErrors`). src/lib/card answers in English; each message is shown by its key
 * (`billing.card.errors.*`) in the page's language.
 */
import { useState, type FormEvent } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import type { Translate } from '../../i18n/translate.ts';
import {
  CARD_MESSAGES,
  HOLDER_NAME_MAX,
  brandLabel,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  securityCodeLength,
  validateCard,
  type CardBrand,
  type CardErrors,
  type CardField,
  type CardInput,
} from '../../lib/card/index.ts';
import { Button, Notice, TextField } from '../ui/controls.tsx';
import { rich } from '../ui/rich.tsx';

export const CARD_FORM_MESSAGES = ['billing.card.', 'form.'] as const;

/** Backspacing over the slash must remove it, or "12/" would re-format itself forever; anything else is re-formatted. */
function expiryAfterEdit(before: string, after: string): string {
  if (after.length < before.length && before.startsWith(after)) return after;
  return formatExpiry(after);
}

/** src/lib/card's English message -> the page's words for it. */
export function translateCardMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  for (const [name, english] of Object.entries(CARD_MESSAGES)) {
    if (english === message) return t(`billing.card.errors.${name}`, { max: HOLDER_NAME_MAX });
  }
  const digits = /(\d+)/.exec(message)?.[1];
  if (digits && message === CARD_MESSAGES.codeLength(Number(digits))) return t('billing.card.errors.codeLength', { digits });
  return message;
}

const EMPTY: CardInput = { holderName: '', number: '', expiry: '', securityCode: '' };

export interface CardEntryProps {
  /** Called with well-formed details; without it the form only checks them. */
  onCard?: (card: CardInput) => void;
  submitLabel?: string;
  busy?: boolean;
  /** What the provider said about a field (already in the page's language). */
  serverErrors?: Partial<Record<CardField, string>>;
}

export function CardEntry({ onCard, submitLabel, busy = false, serverErrors = {} }: CardEntryProps) {
  const t = useT();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [checked, setChecked] = useState(false);
  const brand = detectBrand(card.number);
  const codeLength = securityCodeLength(brand);
  const brandName = (value: CardBrand) => (value === 'unknown' ? t('billing.card.brandUnknown') : brandLabel(value));
  const error = (field: CardField) => translateCardMessage(t, errors[field]) ?? serverErrors[field];

  function update(field: CardField, value: string) {
    const next = { ...card, [field]: value };
    // A brand change (e.g. to Amex) changes the code length; trim the code so it never holds extra digits.
    next.securityCode = formatSecurityCode(next.securityCode, detectBrand(next.number));
    setCard(next);
    setChecked(false);
    // Re-check every field already left on each keystroke: a message goes away as soon as it is fixed, and a new
    // brand re-judges the code at once (not on blur, where a vanishing message would shift the button being clicked).
    const found = validateCard(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const key of Object.keys(touched) as CardField[]) if (touched[key]) updated[key] = found[key];
      return updated;
    });
  }

  function leave(field: CardField) {
    if (card[field] === '') return;
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateCard(card)[field] }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    setTouched({ holderName: true, number: true, expiry: true, securityCode: true });
    const valid = Object.keys(found).length === 0;
    if (valid && onCard) onCard(card);
    else setChecked(valid);
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={t('billing.card.form')} autoComplete="on">
      {!onCard && <Notice>{rich(t('billing.card.notice'), { strong: (words) => <strong>{words}</strong> })}</Notice>}
      <TextField
        label={t('billing.card.holder')}
        name="cc-name"
        autoComplete="cc-name"
        value={card.holderName}
        onValue={(v) => update('holderName', v)}
        onBlur={() => leave('holderName')}
        error={error('holderName')}
        maxLength={40}
      />
      <TextField
        label={t('billing.card.number')}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        value={card.number}
        onValue={(v) => update('number', formatCardNumber(v))}
        onBlur={() => leave('number')}
        error={error('number')}
        hint={card.number ? brandName(brand) : t('billing.card.numberHint')}
      />
      <div className="ui-grid-2">
        <TextField
          label={t('billing.card.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('billing.card.expiryPlaceholder')}
          dir="ltr"
          value={card.expiry}
          onValue={(v) => update('expiry', expiryAfterEdit(card.expiry, v))}
          onBlur={() => leave('expiry')}
          error={error('expiry')}
          maxLength={5}
        />
        <TextField
          label={t('billing.card.code')}
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          value={card.securityCode}
          onValue={(v) => update('securityCode', formatSecurityCode(v, brand))}
          onBlur={() => leave('securityCode')}
          error={error('securityCode')}
          hint={t(brand === 'amex' ? 'billing.card.codeHintFront' : 'billing.card.codeHintBack', {
            digits: codeLength,
          })}
        />
      </div>
      <div className="ui-row">
        <Button type="submit" busy={busy} disabled={busy}>
          {submitLabel ?? t('billing.card.check')}
        </Button>
      </div>
      {checked && (
        <p className="ui-alert" role="status">
          {t('billing.card.valid', { brand: brandName(brand), last4: card.number.replace(/\D/g, '').slice(-4) })}
        </p>
      )}
    </form>
  );
}

function CardForm() {
  return <CardEntry />;
}

export default withI18n(CardForm);
