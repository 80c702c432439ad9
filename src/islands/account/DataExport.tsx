/** Data export section: start an export, follow its progress, then offer the download link. */
import { useEffect, useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { api } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/index.ts';
import { Button, buttonClass, ErrorList } from '../ui/controls.tsx';

interface ExportStatus { id: string; status: 'pending' | 'running' | 'completed' | 'failed'; progress: number; download_url?: string | null }

export const EXPORT_POLL_MS = 1500;
const EXPORT_PATH = '/api/auth/export-data';
export const DATA_EXPORT_MESSAGES = ['account.export.', 'form.'] as const;

function DataExport() {
  const t = useT();
  const [job, setJob] = useState<ExportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const running = job !== null && (job.status === 'pending' || job.status === 'running');

  // Poll while the export is being prepared; stop when it finished, failed, or the section unmounted.
  useEffect(() => {
    if (!running || !job) return;
    const timer = setTimeout(async () => {
      try {
        setJob(await api.get<ExportStatus>(`${EXPORT_PATH}/${encodeURIComponent(job.id)}`));
      } catch (failure) {
        setError(handleApiError(failure, { domain: 'users', operation: 'exportStatus' }).resolvedMessage);
        setJob(null);
      }
    }, EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running]);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      setJob(await api.post<ExportStatus>(EXPORT_PATH));
    } catch (failure) {
      setError(handleApiError(failure, { domain: 'users', operation: 'startExport' }).resolvedMessage);
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="ui-stack">
      <ErrorList messages={error ? [error] : []} />
      {job && (
        <div className="ui-stack ui-stack--flush">
          <div className="ui-progress" role="progressbar" aria-label={t('account.export.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress}>
            <div className="ui-progress__bar" style={{ inlineSize: `${job.progress}%` }} />
          </div>
          <p className="ui-muted" aria-live="polite">
            {job.status === 'completed' ? t('account.export.ready') : job.status === 'failed' ? t('account.export.failed') : t('account.export.preparing', { progress: job.progress })}
          </p>
          {job.status === 'completed' && job.download_url && (
            <div className="ui-row"><a className={buttonClass()} href={job.download_url} download>{t('account.export.download')}</a></div>
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
