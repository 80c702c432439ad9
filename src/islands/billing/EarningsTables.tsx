/**
 * The earnings dashboard's tables, each with its CSV download: where the money comes from, each expert (runs,
 * subscribers, earnings and the quality figures the catalog shows), and the latest payments to the creator.
 */
import type { Earnings } from '../../../contract/billing/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { csvAmount } from '../../stores/billing/earnings-series.ts';
import { formatDateTime } from '../ui/format.ts';
import { CsvDownload } from './CsvDownload.tsx';
import { formatCount, formatMoneyList, formatPercent } from './earnings-format.ts';
import { formatMoney } from './money.ts';
import { EarningsPanel } from './EarningsPanel.tsx';
import { FiguresTable } from './FiguresTable.tsx';

type Figure = { n: number; rate: number | null };

function useFigure() {
  const t = useT();
  const locale = useLocale();
  return (figure: Figure, key: 'reviewRate' | 'preferenceRate') => {
    if (figure.n === 0) return '—';
    if (figure.rate === null) return t('billing.earnings.experts.notEnough', { n: formatCount(figure.n, locale) });
    return t(`billing.earnings.experts.${key}`, { rate: formatPercent(figure.rate, locale), n: formatCount(figure.n, locale) });
  };
}

export function SourcesTable({ sources }: { sources: Earnings['by_source'] }) {
  const t = useT();
  const locale = useLocale();
  const name = (source: Earnings['by_source'][number]['source']) => t(`billing.earnings.sources.${source ?? 'other'}`);
  const title = t('billing.earnings.sources.title');
  const header = [t('billing.earnings.sources.source'), t('billing.earnings.amount'), t('billing.earnings.payments')];
  return (
    <EarningsPanel
      id="sources"
      title={title}
      actions={
        <CsvDownload
          file="earnings-by-source"
          what={title}
          header={[...header, t('billing.earnings.currency')]}
          rows={sources.map((row) => [name(row.source), csvAmount(row.amount, row.currency), row.payments, row.currency])}
        />
      }
    >
      <FiguresTable labelledby="earnings-sources" header={header}>
        {sources.map((row) => (
          <tr key={`${row.source}-${row.currency}`}>
            <th scope="row">{name(row.source)}</th>
            <td className="num">{formatMoney(row.amount, row.currency, locale)}</td>
            <td className="num">{formatCount(row.payments, locale)}</td>
          </tr>
        ))}
      </FiguresTable>
    </EarningsPanel>
  );
}

export function ExpertsTable({ experts, currency }: { experts: Earnings['experts']; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const figure = useFigure();
  const title = t('billing.earnings.experts.title');
  const header = [
    t('billing.earnings.experts.expert'),
    t('billing.earnings.experts.paidRuns'),
    t('billing.earnings.experts.subscribers'),
    t('billing.earnings.amount'),
    t('billing.earnings.experts.completedRuns'),
    t('billing.earnings.experts.review'),
    t('billing.earnings.experts.preference'),
  ];
  const csvRows = experts.flatMap((row) => {
    const base = [row.expert.name, row.paid_runs, row.active_subscribers];
    const quality = [
      row.quality.completed_runs,
      figure(row.quality.review, 'reviewRate'),
      figure(row.quality.preference, 'preferenceRate'),
    ];
    const money = row.earnings.length > 0 ? row.earnings : [{ currency, amount: 0 }];
    return money.map((item) => [...base, csvAmount(item.amount, item.currency), item.currency, ...quality]);
  });
  return (
    <EarningsPanel
      id="experts"
      title={title}
      wide
      actions={
        <CsvDownload
          file="earnings-by-expert"
          what={title}
          header={[...header.slice(0, 4), t('billing.earnings.currency'), ...header.slice(4)]}
          rows={csvRows}
        />
      }
    >
      <FiguresTable labelledby="earnings-experts" header={header}>
        {experts.map((row) => (
          <tr key={row.expert.id}>
            <th scope="row">{row.expert.name}</th>
            <td className="num">{formatCount(row.paid_runs, locale)}</td>
            <td className="num">{formatCount(row.active_subscribers, locale)}</td>
            <td className="num">{formatMoneyList(row.earnings, locale, currency)}</td>
            <td className="num">{formatCount(row.quality.completed_runs, locale)}</td>
            <td className="num">{figure(row.quality.review, 'reviewRate')}</td>
            <td className="num">{figure(row.quality.preference, 'preferenceRate')}</td>
          </tr>
        ))}
      </FiguresTable>
    </EarningsPanel>
  );
}

export function RecentTable({ recent }: { recent: Earnings['recent'] }) {
  const t = useT();
  const locale = useLocale();
  const what = (row: Earnings['recent'][number]) =>
    row.purpose === null
      ? t('billing.earnings.recent.unknown')
      : t(`billing.earnings.recent.${row.purpose}`, { name: row.expert?.name ?? t('billing.earnings.recent.removedExpert') });
  const title = t('billing.earnings.recent.title');
  const header = [
    t('billing.earnings.recent.date'),
    t('billing.earnings.recent.what'),
    t('billing.earnings.recent.paid'),
    t('billing.earnings.recent.yourShare'),
  ];
  return (
    <EarningsPanel
      id="recent"
      title={title}
      wide
      actions={
        <CsvDownload
          file="latest-earnings"
          what={title}
          header={[...header, t('billing.earnings.currency')]}
          rows={recent.map((row) => [
            row.created_at,
            what(row),
            row.paid === null ? '' : csvAmount(row.paid, row.currency),
            csvAmount(row.earning, row.currency),
            row.currency,
          ])}
        />
      }
    >
      <FiguresTable labelledby="earnings-recent" header={header} textColumns={2}>
        {recent.map((row) => (
          <tr key={row.id} data-earning={row.earning}>
            <td>{formatDateTime(row.created_at, locale)}</td>
            <th scope="row">{what(row)}</th>
            <td className="num">{row.paid === null ? '—' : formatMoney(row.paid, row.currency, locale)}</td>
            <td className="num">{formatMoney(row.earning, row.currency, locale)}</td>
          </tr>
        ))}
      </FiguresTable>
    </EarningsPanel>
  );
}
