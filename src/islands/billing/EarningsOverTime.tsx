/**
 * Earnings over time: the chart (uPlot, loaded on its own when this panel renders), the same figures as a table
 * for screen readers and anyone who prefers numbers, and their CSV.
 */
import { lazy, Suspense } from 'react';
import { useLocale, useT } from '../../i18n/react.tsx';
import { csvAmount, type EarningsSeries } from '../../stores/billing/earnings-series.ts';
import { CsvDownload } from './CsvDownload.tsx';
import { EarningsPanel } from './EarningsPanel.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { formatCount, formatPeriod } from './earnings-format.ts';
import { formatMoney } from './money.ts';

const EarningsChart = lazy(() => import('./EarningsChart.tsx'));

export function EarningsOverTime({ series }: { series: EarningsSeries }) {
  const t = useT();
  const locale = useLocale();
  const { bucket, currency, points } = series;
  const title = t('billing.earnings.overTime.title');
  const header = [t('billing.earnings.overTime.period'), t('billing.earnings.amount'), t('billing.earnings.payments')];
  return (
    <EarningsPanel
      id="over-time"
      title={title}
      subtitle={t(bucket === 'day' ? 'billing.earnings.overTime.byDay' : 'billing.earnings.overTime.byMonth')}
      actions={
        <CsvDownload
          file={`earnings-by-${bucket}`}
          what={title}
          header={[...header, t('billing.earnings.currency')]}
          rows={points.map((point) => [point.period, csvAmount(point.amount, currency), point.payments, currency])}
        />
      }
    >
      <figure className="earnings-figure">
        <Suspense fallback={<div className="earnings-chart" aria-hidden="true" />}>
          <EarningsChart
            labels={points.map((point) => formatPeriod(point.period, bucket, locale))}
            values={points.map((point) => point.amount)}
            currency={currency}
            locale={locale}
          />
        </Suspense>
        <figcaption className="small muted">{t('billing.earnings.overTime.caption')}</figcaption>
      </figure>
      <details className="earnings-details">
        <summary>{t('billing.earnings.overTime.table')}</summary>
        <FiguresTable axis="block" labelledby="earnings-over-time" className="earnings-details__body" header={header}>
          {points.map((point) => (
            <tr key={point.period}>
              <th scope="row">{formatPeriod(point.period, bucket, locale, true)}</th>
              <td className="num">{formatMoney(point.amount, currency, locale)}</td>
              <td className="num">{formatCount(point.payments, locale)}</td>
            </tr>
          ))}
        </FiguresTable>
      </details>
    </EarningsPanel>
  );
}
