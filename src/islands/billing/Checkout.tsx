/**
 * The checkout panel on a priced expert's page: what is bought and its price, the expert's earned review figure
 * (the catalog's quality block, computed from stored runs), a saved card to pick or the card form, the sandbox's
 * plain note, the 3-D Secure step when the card asks for it, each decline code's message, and the receipt.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import type { DeclineCode, Payment } from '../../../contract/billing/index.ts';
import type { Expert } from '../../../contract/catalog/index.ts';
import type { CardField, CardInput } from '../../lib/card/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { $savedCards, answerThreeDSecure, closeCheckout, payForExpert, saveCard } from '../../stores/billing/checkout.ts';
import { Button, Notice, Placeload, SelectField } from '../ui/controls.tsx';
import { CardEntry } from './CardForm.tsx';
import { formatMoney } from './money.ts';
import { Receipt } from './Receipt.tsx';

const NEW_CARD = 'new';
/** The API's card fields → the form's. */
const FORM_FIELDS: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'securityCode' };

/**
 * `quality`: the expert's earned figures as the catalog renders them, handed in by the expert page (the catalog's
 * islands use billing's, so billing's never import the catalog's: no circle of features).
 */
export function Checkout({ expert, chatPath, quality }: { expert: Expert; chatPath: string; quality: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const cards = useStore($savedCards);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState<DeclineCode | null>(null);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const [payment, setPayment] = useState<Payment | null>(null);
  const subscription = expert.price.model === 'subscription';
  const amount = formatMoney(expert.price.amount, expert.price.currency, locale);
  const saved = cards.data?.items ?? [];
  const selected = choice ?? saved[0]?.id ?? NEW_CARD;

  function answered(next: Payment) {
    setPayment(next);
    setDeclined(next.status === 'failed' ? next.decline_code : null);
  }

  async function pay(cardId: string) {
    setBusy(true);
    const outcome = await payForExpert(expert.slug, expert.price, cardId);
    setBusy(false);
    if (outcome.ok) answered(outcome.value);
  }

  async function payWithNewCard(card: CardInput) {
    setBusy(true);
    setDeclined(null);
    const added = await saveCard(card);
    if (!added.ok) {
      setBusy(false);
      const fields: Partial<Record<CardField, string>> = {};
      for (const [field, message] of Object.entries(added.failure.fields)) {
        const formField = FORM_FIELDS[field];
        if (formField) fields[formField] = message;
      }
      setCardErrors(fields);
      return;
    }
    setCardErrors({});
    // The card is saved now: a retry (after a decline) picks it instead of saving it again.
    setChoice(added.value.id);
    await pay(added.value.id);
  }

  async function answer(authentication: 'complete' | 'fail') {
    if (!payment) return;
    setBusy(true);
    const outcome = await answerThreeDSecure(payment.id, authentication);
    setBusy(false);
    if (outcome.ok) answered(outcome.value);
  }

  const body = () => {
    if (payment?.status === 'succeeded') return <Receipt payment={payment} expertId={expert.id} chatPath={chatPath} />;
    if (payment?.status === 'requires_action')
      return (
        <div className="ui-stack" data-three-d-secure>
          <h3>{t('billing.checkout.threeDsTitle')}</h3>
          <p>{t('billing.checkout.threeDsLead')}</p>
          <div className="ui-row">
            <Button variant="primary" busy={busy} disabled={busy} onClick={() => void answer('complete')}>
              {t('billing.checkout.threeDsConfirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void answer('fail')}>
              {t('billing.checkout.threeDsFail')}
            </Button>
          </div>
        </div>
      );
    if (cards.loading && !cards.data) return <Placeload lines={3} label={t('billing.checkout.loadingCards')} />;
    const payLabel = t('billing.checkout.pay', { amount });
    return (
      <div className="ui-stack">
        {declined && (
          <p className="ui-alert ui-alert--error" role="alert" data-decline={declined}>
            {t(`billing.decline.${declined}`)}
          </p>
        )}
        {saved.length > 0 && (
          <SelectField label={t('billing.checkout.payWith')} value={selected} onValue={setChoice}>
            {saved.map((card) => (
              <option key={card.id} value={card.id}>
                {t('billing.checkout.savedCard', {
                  last4: card.last4,
                  month: String(card.exp_month).padStart(2, '0'),
                  year: card.exp_year,
                })}
              </option>
            ))}
            <option value={NEW_CARD}>{t('billing.checkout.newCard')}</option>
          </SelectField>
        )}
        {selected === NEW_CARD ? (
          <CardEntry onCard={(card) => void payWithNewCard(card)} submitLabel={payLabel} busy={busy} serverErrors={cardErrors} />
        ) : (
          <div className="ui-row">
            <Button variant="primary" busy={busy} disabled={busy} onClick={() => void pay(selected)}>
              {payLabel}
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <section className="expert-page__section expert-page__card" aria-labelledby="checkout-heading" data-checkout>
      <h2 id="checkout-heading">{t('billing.checkout.title')}</h2>
      <p>
        {t(subscription ? 'billing.checkout.whatSubscription' : 'billing.checkout.whatRun', { name: expert.name })}{' '}
        <strong>{t(subscription ? 'billing.checkout.priceMonthly' : 'billing.checkout.priceRun', { amount })}</strong>
      </p>
      {quality}
      <Notice>{t('billing.checkout.sandbox')}</Notice>
      {body()}
      {payment?.status !== 'succeeded' && (
        <div className="ui-row">
          <Button variant="secondary" disabled={busy} onClick={closeCheckout}>
            {t('billing.checkout.close')}
          </Button>
        </div>
      )}
    </section>
  );
}
