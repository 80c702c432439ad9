/** Data export section: start an export, follow its progress, then offer the download link. */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $dataExport, $dataExportError, isDataExportRunning, startDataExport } from '../../stores/account/data-export.ts';
import { Button, buttonClass, ErrorList } from '../ui/controls.tsx';

export const DATA_EXPORT_MESSAGES = ['account.export.', 'form.'] as const;

function DataExport() {
  const t = useT();
  const job = useIslandStore($dataExport);
  const error = useIslandStore($dataExportError);
  const [starting, setStarting] = useState(false);
  const running = job !== null && isDataExportRunning();

  async function start() {
    setStarting(true);
    await startDataExport();
    setStarting(false);
  }

  return (
    <div className="ui-stack">
      <ErrorList messages={error ? [error] : []} />
      {job && (
        <div className="ui-stack ui-stack--flush">
          <div
            className="ui-progress"
            role="progressbar"
            aria-label={t('account.export.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job.progress}
          >
            <div className="ui-progress__bar" style={{ inlineSize: `${job.progress}%` }} />
          </div>
          <p className="ui-muted" aria-live="polite">
            {job.status === 'completed'
              ? t('account.export.ready')
              : job.status === 'failed'
                ? t('account.export.failed')
                : t('account.export.preparing', { progress: job.progress })}
          </p>
          {job.status === 'completed' && job.download_url && (
            <div className="ui-row">
              <a className={buttonClass()} href={job.download_url} download>
                {t('account.export.download')}
              </a>
            </div>
          )}
        </div>
      )}
      <div className="ui-row">
        <Button variant={job?.status === 'completed' ? 'secondary' : 'primary'} disabled={starting || running} onClick={() => void start()}>
          {t(running ? 'account.export.running' : 'account.export.start')}
        </Button>
      </div>
    </div>
  );
}

export default withI18n(DataExport);
