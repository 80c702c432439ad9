/**
 * The billing page's lists: subscriptions (cancel at the period's end, or take it back before), payments newest
 * first (what, when, how much, with which card, and how it ended), and saved cards (remove). The sandbox provider
 * moves no real money, and the page says so.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Payment, Subscription } from '../../../contract/billing/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import {
  $myCards,
  $myPayments,
  $mySubscriptions,
  cancelSubscription,
  reactivateSubscription,
  removeCard,
} from '../../stores/billing/account.ts';
import { Button, LoadState } from '../ui/controls.tsx';
import { ScrollArea } from '../ui/scroll-area.tsx';
import { formatDay, formatMoney } from './money.ts';

export const BILLING_ACCOUNT_MESSAGES = ['billing.account.', 'billing.decline.', 'form.'] as const;

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const ends = subscription.current_period_end ? formatDay(subscription.current_period_end, locale) : '';
  const steer = async (action: typeof cancelSubscription, done: string) => {
    setBusy(true);
    const outcome = await action(subscription.id);
    setBusy(false);
    if (outcome.ok) notify.success(t(done, { name: subscription.expert.name }));
  };
  const state =
    subscription.status !== 'active'
      ? t(`billing.account.subscriptionStatus.${subscription.status}`)
      : subscription.cancel_at_period_end
        ? t('billing.account.endsOn', { date: ends })
        : t('billing.account.renewsOn', { date: ends });
  return (
    <li data-subscription={subscription.expert.slug}>
      <strong>{subscription.expert.name}</strong> · {formatMoney(subscription.amount, subscription.currency, locale)}{' '}
      {t(`billing.account.per_${subscription.interval}`)} · <span data-state>{state}</span>{' '}
      {subscription.status === 'active' &&
        (subscription.cancel_at_period_end ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            busy={busy}
            onClick={() => void steer(reactivateSubscription, 'billing.account.reactivated')}
          >
            {t('billing.account.reactivate')}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            busy={busy}
            aria-label={t('billing.account.cancelFor', { name: subscription.expert.name })}
            onClick={() => void steer(cancelSubscription, 'billing.account.cancelled')}
          >
            {t('billing.account.cancel')}
          </Button>
        ))}
    </li>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr data-payment-id={payment.id} data-status={payment.status}>
      <td>{formatDay(payment.created_at, locale)}</td>
      <th scope="row">{t(`billing.account.purpose_${payment.purpose}`, { name: payment.expert.name })}</th>
      <td>{formatMoney(payment.amount, payment.currency, locale)}</td>
      <td>{t('billing.account.cardEnding', { last4: payment.card.last4 })}</td>
      <td>
        {payment.status === 'failed' && payment.decline_code
          ? t(`billing.decline.${payment.decline_code}`)
          : t(`billing.account.paymentStatus.${payment.status}`)}
      </td>
    </tr>
  );
}

function BillingAccount() {
  const t = useT();
  const cards = useStore($myCards);
  const payments = useStore($myPayments);
  const subscriptions = useStore($mySubscriptions);
  return (
    <div className="ui-stack billing-account">
      <p className="ui-muted">{t('billing.account.sandbox')}</p>
      <section aria-labelledby="billing-subscriptions">
        <h3 id="billing-subscriptions">{t('billing.account.subscriptions')}</h3>
        {subscriptions.data === undefined ? (
          <LoadState error={subscriptions.error} label={t('billing.account.loading')} />
        ) : subscriptions.data.items.length === 0 ? (
          <p className="ui-muted">{t('billing.account.noSubscriptions')}</p>
        ) : (
          <ul className="plain-list">
            {subscriptions.data.items.map((subscription) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="billing-payments">
        <h3 id="billing-payments">{t('billing.account.payments')}</h3>
        {payments.data === undefined ? (
          <LoadState error={payments.error} label={t('billing.account.loading')} />
        ) : payments.data.items.length === 0 ? (
          <p className="ui-muted">{t('billing.account.noPayments')}</p>
        ) : (
          <ScrollArea labelledby="billing-payments" className="ui-table-wrap">
            <table className="ui-table">
              <thead>
                <tr>
                  <th scope="col">{t('billing.account.date')}</th>
                  <th scope="col">{t('billing.account.item')}</th>
                  <th scope="col">{t('billing.account.amount')}</th>
                  <th scope="col">{t('billing.account.card')}</th>
                  <th scope="col">{t('billing.account.status')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.items.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} />
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </section>
      <section aria-labelledby="billing-cards">
        <h3 id="billing-cards">{t('billing.account.cards')}</h3>
        {cards.data === undefined ? (
          <LoadState error={cards.error} label={t('billing.account.loading')} />
        ) : cards.data.items.length === 0 ? (
          <p className="ui-muted">{t('billing.account.noCards')}</p>
        ) : (
          <ul className="plain-list">
            {cards.data.items.map((card) => (
              <li key={card.id}>
                {t('billing.account.savedCard', { last4: card.last4, month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}{' '}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('billing.account.removeCard', { last4: card.last4 })}
                  onClick={async () => {
                    if ((await removeCard(card.id)).ok) notify.success(t('billing.account.cardRemoved', { last4: card.last4 }));
                  }}
                >
                  {t('billing.account.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withI18n(BillingAccount);
