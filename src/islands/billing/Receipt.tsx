/**
 * What a succeeded payment bought, from the payment the API answered: the amount, the day, what it was for and the
 * card, then "Talk to this expert" to go on (it opens the chat as the expert page's own button does).
 */
import { useState } from 'react';
import type { Payment } from '../../../contract/billing/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { hireExpert } from '../../stores/catalog/expert.ts';
import { Button } from '../ui/controls.tsx';
import { formatDay, formatMoney } from './money.ts';

export function Receipt({ payment, expertId, chatPath }: { payment: Payment; expertId: string; chatPath: string }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const item = t(payment.purpose === 'subscription' ? 'billing.receipt.itemSubscription' : 'billing.receipt.itemRun', {
    name: payment.expert.name,
  });

  async function talk() {
    setBusy(true);
    const outcome = await hireExpert({ id: expertId, slug: payment.expert.slug, name: payment.expert.name });
    if (!outcome.ok) {
      setBusy(false);
      return;
    }
    window.location.assign(`${chatPath}?conversation=${encodeURIComponent(outcome.value.id)}`);
  }

  return (
    <div className="ui-stack" role="status" data-receipt={payment.id}>
      <h3>{t('billing.receipt.title')}</h3>
      <dl className="expert-page__facts">
        <dt>{t('billing.receipt.item')}</dt>
        <dd>{item}</dd>
        <dt>{t('billing.receipt.amount')}</dt>
        <dd>{formatMoney(payment.amount, payment.currency, locale)}</dd>
        <dt>{t('billing.receipt.date')}</dt>
        <dd>{formatDay(payment.created_at, locale)}</dd>
        <dt>{t('billing.receipt.card')}</dt>
        <dd dir="ltr">•••• {payment.card.last4}</dd>
      </dl>
      <div className="ui-row">
        <Button variant="primary" busy={busy} disabled={busy} onClick={() => void talk()}>
          {t('catalog.expert.hire')}
        </Button>
      </div>
    </div>
  );
}
