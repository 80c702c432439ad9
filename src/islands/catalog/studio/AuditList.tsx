/** Every moderation action, newest first: when, who, what, which, and the reason given. */
import { useLocale, useT } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { QUEUE_PER_PAGE } from '../../../stores/catalog/studio/moderation.ts';
import { $auditLog, $auditPage } from '../../../stores/catalog/studio/reports.ts';
import { ErrorList, Placeload } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Paginator } from '../../ui/Paginator.tsx';
import { useIslandStore } from '../../ui/use-island-store.ts';

export function AuditList() {
  const t = useT();
  const locale = useLocale();
  const list = useIslandStore($auditLog);
  const page = useIslandStore($auditPage);
  if (list.data === undefined) {
    return list.error ? (
      <ErrorList messages={[loadFailureMessage(list.error)]} />
    ) : (
      <Placeload lines={3} label={t('studio.desk.loading')} />
    );
  }
  if (list.data.items.length === 0) return <p className="ui-muted">{t('studio.desk.noAudit')}</p>;
  return (
    <>
      <ol className="studio-audit" aria-label={t('studio.desk.auditList')}>
        {list.data.items.map((entry) => (
          <li key={entry.id} data-action={entry.action}>
            <p>
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time> ·{' '}
              {t(`studio.desk.action.${entry.action.replace('.', '_')}`, {
                actor: entry.actor.name || t('studio.desk.formerAdmin'),
                target: entry.target.label,
              })}
            </p>
            {entry.reason && (
              <p>
                <strong>{t('studio.desk.reasonGiven')}</strong> {entry.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
      {list.data.total > QUEUE_PER_PAGE && (
        <Paginator current={page} total={list.data.total} perPage={QUEUE_PER_PAGE} onPage={(next) => $auditPage.set(next)} />
      )}
    </>
  );
}
