/** Reported reviews, most reported first: the review, each report (reason, who, when), keep or remove with a reason. */
import { useLocale, useT } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { notify } from '../../../lib/toast/index.ts';
import { $reportedReviews, $reportsPage, resolveReport } from '../../../stores/catalog/studio/reports.ts';
import { QUEUE_PER_PAGE } from '../../../stores/catalog/studio/moderation.ts';
import { ErrorList, Placeload } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Paginator } from '../../ui/Paginator.tsx';
import { ReasonedAction } from './ReasonedAction.tsx';
import { useIslandStore } from '../../ui/use-island-store.ts';

export function ReportedReviews() {
  const t = useT();
  const locale = useLocale();
  const list = useIslandStore($reportedReviews);
  const page = useIslandStore($reportsPage);
  if (list.data === undefined) {
    return list.error ? (
      <ErrorList messages={[loadFailureMessage(list.error)]} />
    ) : (
      <Placeload lines={3} label={t('studio.desk.loading')} />
    );
  }
  if (list.data.items.length === 0) return <p className="ui-muted">{t('studio.desk.noReports')}</p>;
  return (
    <>
      <ul className="studio-list" aria-label={t('studio.desk.reportsList')}>
        {list.data.items.map((item) => {
          const name = t('studio.desk.reviewBy', { author: item.review.author_name, expert: item.review.expert_slug });
          return (
            <li key={item.review.id} className="studio-card" data-review-id={item.review.id}>
              <h3>{name}</h3>
              <p>
                {t('studio.desk.stars', { count: item.review.stars })}
                {item.hidden && <> · {t('studio.desk.hidden')}</>}
              </p>
              <blockquote lang={item.review.locale}>{item.review.text}</blockquote>
              <h4>{t('studio.desk.reportsHeading', { count: item.report_count })}</h4>
              <ul className="studio-reports">
                {item.reports.map((report) => (
                  <li key={`${report.reporter_name}-${report.created_at}`}>
                    <strong>{t(`studio.desk.reasonKind.${report.reason}`)}</strong> ·{' '}
                    {t('studio.desk.reportedBy', { name: report.reporter_name, time: formatDateTime(report.created_at, locale) })}
                    {report.note && <p>{report.note}</p>}
                  </li>
                ))}
              </ul>
              <div className="studio-actions">
                <ReasonedAction
                  label={t('studio.desk.keep')}
                  namedLabel={t('studio.desk.keepNamed', { name })}
                  confirmLabel={t('studio.desk.confirmKeep')}
                  run={(reason) => resolveReport(item.review.id, 'keep', reason)}
                  onDone={() => notify.success(t('studio.desk.kept'))}
                />
                <ReasonedAction
                  variant="danger"
                  label={t('studio.desk.remove')}
                  namedLabel={t('studio.desk.removeNamed', { name })}
                  confirmLabel={t('studio.desk.confirmRemove')}
                  run={(reason) => resolveReport(item.review.id, 'remove', reason)}
                  onDone={() => notify.success(t('studio.desk.removed'))}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {list.data.total > QUEUE_PER_PAGE && (
        <Paginator current={page} total={list.data.total} perPage={QUEUE_PER_PAGE} onPage={(next) => $reportsPage.set(next)} />
      )}
    </>
  );
}
