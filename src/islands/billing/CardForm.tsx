/**
 * The card-payment form (spec §3 "Credit card form"): holder name, number, expiry and security code, formatted
 * as typed and checked by src/lib/card. There is no payment provider yet, so it checks the details and says so
 * plainly; it sends nothing anywhere.
 */
import { useState, type FormEvent } from 'react';
import {
  brandLabel, detectBrand, formatCardNumber, formatExpiry, formatSecurityCode, securityCodeLength, validateCard,
  type CardErrors, type CardField, type CardInput,
} from '../../lib/card/index.ts';
import { Button, Notice, TextField } from '../account/ui/primitives.tsx';

/** Backspacing over the slash must remove it, or "12/" would re-format itself forever; anything else is re-formatted. */
function expiryAfterEdit(before: string, after: string): string {
  if (after.length < before.length && before.startsWith(after)) return after;
  return formatExpiry(after);
}

const EMPTY: CardInput = { holderName: '', number: '', expiry: '', securityCode: '' };

export default function CardForm() {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [checked, setChecked] = useState(false);
  const brand = detectBrand(card.number);
  const codeLength = securityCodeLength(brand);

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
    setChecked(Object.keys(found).length === 0);
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label="Card details" autoComplete="on">
      <Notice>
        <strong>Saving cards arrives with subscriptions.</strong> For now this form only checks that the card details are
        well-formed: nothing is saved, sent or charged.
      </Notice>
      <TextField label="Name on card" name="cc-name" autoComplete="cc-name" value={card.holderName} onValue={(v) => update('holderName', v)} onBlur={() => leave('holderName')} error={errors.holderName} maxLength={40} />
      <TextField
        label="Card number" name="cc-number" autoComplete="cc-number" inputMode="numeric" dir="ltr"
        value={card.number} onValue={(v) => update('number', formatCardNumber(v))} onBlur={() => leave('number')} error={errors.number}
        hint={card.number ? `${brandLabel(brand)}` : 'Visa, Mastercard, American Express, Discover, Diners Club, JCB or UnionPay.'}
      />
      <div className="ui-grid-2">
        <TextField label="Expiry (MM/YY)" name="cc-exp" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" dir="ltr" value={card.expiry} onValue={(v) => update('expiry', expiryAfterEdit(card.expiry, v))} onBlur={() => leave('expiry')} error={errors.expiry} maxLength={5} />
        <TextField
          label="Security code" name="cc-csc" autoComplete="cc-csc" inputMode="numeric" dir="ltr" value={card.securityCode}
          onValue={(v) => update('securityCode', formatSecurityCode(v, brand))} onBlur={() => leave('securityCode')} error={errors.securityCode}
          hint={brand === 'amex' ? '4 digits on the front of the card.' : `${codeLength} digits on the back of the card.`}
        />
      </div>
      <div className="ui-row"><Button type="submit">Check card</Button></div>
      {checked && (
        <p className="ui-alert" role="status">
          These {brandLabel(brand)} details are valid (ending {card.number.replace(/\D/g, '').slice(-4)}). Nothing was saved or charged.
        </p>
      )}
    </form>
  );
}
