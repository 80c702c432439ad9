/**
 * Creator earnings, live: the signed-in creator's figures from the ledger (stores/billing/earnings.ts): balance,
 * this month, subscribers and runs bought; earnings over time, by source, per expert with its quality figures, and
 * the latest payments to them. A member who is not a creator learns how to become one; a creator with nothing
 * earned yet sees zeros and what to do next, never sample figures.
 */
import { useStore } from '@nanostores/react';
import type { Earnings } from '../../../contract/billing/index.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { $earnings } from '../../stores/billing/earnings.ts';
import { earnedThisMonth, earningsSeries, mainCurrency } from '../../stores/billing/earnings-series.ts';
import { LoadState, Notice } from '../ui/controls.tsx';
import { EarningsOverTime } from './EarningsOverTime.tsx';
import { FigureStats, NotCreatorYet } from './FigureStats.tsx';
import { ExpertsTable, RecentTable, SourcesTable } from './EarningsTables.tsx';
import { formatCount, formatMoneyList } from './earnings-format.ts';
import { formatMoney } from './money.ts';
import './earnings.css';

export const CREATOR_EARNINGS_MESSAGES = ['billing.earnings.', 'form.'] as const;

function Stats({ earnings, currency }: { earnings: Earnings; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const values = {
    balance: formatMoneyList(earnings.balances, locale, currency),
    thisMonth: formatMoney(earnedThisMonth(earnings.days, currency), currency, locale),
    subscribers: formatCount(earnings.active_subscribers, locale),
    paidRuns: formatCount(earnings.paid_runs, locale),
  };
  const figures = Object.entries(values).map(([key, value]) => ({ key, label: t(`billing.earnings.stats.${key}`), value }));
  return <FigureStats label={t('billing.earnings.stats.label')} figures={figures} />;
}

function NotCreator() {
  const t = useT();
  return (
    <NotCreatorYet
      title={t('billing.earnings.notCreator.title')}
      text={t('billing.earnings.notCreator.text')}
      action={t('billing.earnings.notCreator.action')}
    />
  );
}

function Dashboard({ earnings }: { earnings: Earnings }) {
  const t = useT();
  const locale = useLocale();
  const currency = mainCurrency(earnings);
  const earned = earnings.days.length > 0;
  return (
    <div className="earnings">
      <p className="small muted">{t('billing.earnings.sandbox')}</p>
      <Stats earnings={earnings} currency={currency} />
      {!earned && (
        <Notice>
          <strong>{t('billing.earnings.empty.title')}</strong> {t('billing.earnings.empty.text')}{' '}
          <a href={pathInLocale(locale, '/studio')}>{t('billing.earnings.empty.action')}</a>
        </Notice>
      )}
      <div className="earnings-grid">
        {earned && <EarningsOverTime series={earningsSeries(earnings.days, currency)} />}
        {earned && <SourcesTable sources={earnings.by_source} />}
        <ExpertsTable experts={earnings.experts} currency={currency} />
        {earned && <RecentTable recent={earnings.recent} />}
      </div>
    </div>
  );
}

function CreatorEarnings() {
  const t = useT();
  const view = useStore($earnings);
  if (view.data === undefined) return <LoadState error={view.error} lines={6} label={t('billing.earnings.loading')} />;
  return view.data.creator ? <Dashboard earnings={view.data.earnings} /> : <NotCreator />;
}

export default withI18n(CreatorEarnings);
