/**
 * Every version of the protocol, newest first: its number, state, date, who made it, what its runs did, and the
 * reason of the last rollback to it, and a warning when its acceptance or preference fell below the earlier
 * version's beyond the uncertainty (with the way back when it runs now); publish a draft, roll back to an earlier published version with a reason, and
 * below, a line diff between any two versions.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { VersionFeedbackFigures } from '../../../../contract/preferences/entities.ts';
import type { Protocol } from '../../../../contract/protocols/entities.ts';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { notify } from '../../../lib/toast/index.ts';
import { $feedbackFigures, $runFigures, publishDraft, rollbackTo } from '../../../stores/protocols/workbench/workbench.ts';
import { Button, SubmitButton, TextAreaField } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { VersionDiff } from './VersionDiff.tsx';

type Summary = Protocol['versions'][number];
type Worse = NonNullable<VersionFeedbackFigures['worse_than']>;

function RollbackForm({
  expertId,
  version,
  initialReason = '',
  onDone,
}: {
  expertId: string;
  version: Summary;
  initialReason?: string;
  onDone: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('workbench.rollback.reasonNeeded'));
    setBusy(true);
    const outcome = await rollbackTo(expertId, version.number, reason.trim());
    setBusy(false);
    if (!outcome.ok) return setError(outcome.failure.fields.reason ?? outcome.failure.general[0]);
    notify.success(t('workbench.rollback.done', { number: version.number }));
    onDone();
  }
  return (
    <form
      noValidate
      className="wb-rollback"
      onSubmit={(event) => void submit(event)}
      aria-label={t('workbench.rollback.formLabel', { number: version.number })}
    >
      <TextAreaField
        id={`wb-rollback-${version.number}`}
        label={t('workbench.rollback.reason')}
        hint={t('workbench.rollback.reasonHint')}
        value={reason}
        onValue={setReason}
        error={error}
        required
        maxLength={500}
        rows={2}
      />
      <div className="wb-actions">
        <SubmitButton busy={busy} size="sm">
          {t('workbench.rollback.confirm', { number: version.number })}
        </SubmitButton>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('workbench.rollback.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The warning on a version whose acceptance or preference fell below the earlier version's beyond the uncertainty
 * (the API's `worse_than`), with the way back to that version when this one runs now.
 */
function WorseWarning({
  version,
  worse,
  canRollBack,
  onRollBack,
}: {
  version: Summary;
  worse: Worse;
  canRollBack: boolean;
  onRollBack: (reason: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const percent = (share: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const message = t(`workbench.versions.worse.${worse.measure}`, {
    number: worse.number,
    rate: percent(worse.rate),
    previous: percent(worse.previous_rate),
  });
  return (
    <div className="ui-alert ui-alert--error" role="note" data-worse={version.number}>
      <p>{message}</p>
      {canRollBack && (
        <Button size="sm" variant="secondary" onClick={() => onRollBack(message)}>
          {t('workbench.rollback.open', { number: worse.number })}
        </Button>
      )}
    </div>
  );
}

export function VersionsPanel({ expertId, protocol }: { expertId: string; protocol: Protocol }) {
  const t = useT();
  const locale = useLocale();
  const figures = useStore($runFigures);
  const feedback = useStore($feedbackFigures);
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const [rollbackReason, setRollbackReason] = useState('');
  const openRollback = (number: number, reason = '') => {
    setRollbackReason(reason);
    setRollingBack(number);
  };
  const [publishing, setPublishing] = useState(false);

  async function publish(version: Summary) {
    setPublishing(true);
    const outcome = await publishDraft(expertId, version.id);
    setPublishing(false);
    if (outcome.ok) notify.success(t('workbench.published', { number: version.number }));
  }

  if (protocol.versions.length === 0) return <p>{t('workbench.draft.noVersions')}</p>;
  return (
    <div className="ui-stack">
      <section className="wb-card" aria-labelledby="wb-versions-title">
        <h2 id="wb-versions-title">{t('workbench.versions.title')}</h2>
        <ol className="wb-versions" aria-label={t('workbench.versions.title')}>
          {protocol.versions.map((version) => {
            const runs = figures.data?.find((row) => row.version_id === version.id);
            const said = feedback.data?.find((row) => row.version_id === version.id);
            const date = version.published_at ?? version.created_at;
            return (
              <li key={version.id} className="wb-version" data-version={version.number} data-active={version.active || undefined}>
                <div className="wb-card__head">
                  <h3>{t('workbench.versions.number', { number: version.number })}</h3>
                  <span className="ui-tag" data-state={version.status}>
                    {t(`workbench.state.${version.status}`)}
                  </span>
                  {version.active && <span className="ui-tag ui-tag--success">{t('workbench.versions.active')}</span>}
                </div>
                <dl>
                  <dt>{t(version.published_at ? 'workbench.versions.published' : 'workbench.versions.created')}</dt>
                  <dd>{formatDateTime(date, locale)}</dd>
                  <dt>{t('workbench.versions.by')}</dt>
                  <dd>{version.created_by ?? t('workbench.versions.unknownAuthor')}</dd>
                  <dt>{t('workbench.versions.steps')}</dt>
                  <dd>{version.step_count}</dd>
                  <dt>{t('workbench.versions.runs')}</dt>
                  <dd data-runs={version.number}>
                    {runs
                      ? t('workbench.versions.runFigures', { count: runs.runs, failed: runs.failed, waiting: runs.waiting_review })
                      : t('workbench.versions.noRuns')}
                  </dd>
                  <dt>{t('workbench.versions.feedback')}</dt>
                  <dd data-ratings={version.number}>
                    {said && said.ratings > 0
                      ? t('workbench.versions.ratingFigures', {
                          count: said.ratings,
                          preferred: said.preferred,
                          other: said.other_preferred,
                          ties: said.ties,
                          bad: said.both_bad,
                        })
                      : t('workbench.versions.noRatings')}
                  </dd>
                  <dt>{t('workbench.versions.reviews')}</dt>
                  <dd data-reviews={version.number}>
                    {said && said.reviews > 0
                      ? t('workbench.versions.reviewFigures', {
                          count: said.reviews,
                          accepted: said.accepted,
                          edited: said.edited,
                          responded: said.responded,
                          ignored: said.ignored,
                        })
                      : t('workbench.versions.noReviews')}
                  </dd>
                  {version.rollback_reason && (
                    <>
                      <dt>{t('workbench.versions.rolledBack')}</dt>
                      <dd data-rollback-reason={version.number}>
                        {version.rolled_back_at && `${formatDateTime(version.rolled_back_at, locale)}: `}
                        {version.rollback_reason}
                      </dd>
                    </>
                  )}
                </dl>
                {said?.worse_than && (
                  <WorseWarning
                    version={version}
                    worse={said.worse_than}
                    canRollBack={
                      version.active &&
                      rollingBack !== said.worse_than.number &&
                      protocol.versions.some((other) => other.number === said.worse_than?.number && other.status === 'published')
                    }
                    onRollBack={(reason) => said.worse_than && openRollback(said.worse_than.number, reason)}
                  />
                )}
                <div className="wb-actions">
                  {version.status === 'draft' && (
                    <Button size="sm" busy={publishing} onClick={() => void publish(version)}>
                      {t('workbench.draft.publish', { number: version.number })}
                    </Button>
                  )}
                  {version.status === 'published' && !version.active && rollingBack !== version.number && (
                    <Button size="sm" variant="secondary" onClick={() => openRollback(version.number)}>
                      {t('workbench.rollback.open', { number: version.number })}
                    </Button>
                  )}
                </div>
                {rollingBack === version.number && (
                  <RollbackForm expertId={expertId} version={version} initialReason={rollbackReason} onDone={() => setRollingBack(null)} />
                )}
              </li>
            );
          })}
        </ol>
      </section>
      {protocol.versions.length > 1 && <VersionDiff versions={protocol.versions} />}
    </div>
  );
}
