/** Data export section: start an export, follow its progress, then offer the download link. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/index.ts';
import { Button, ErrorList } from './ui/primitives.tsx';

interface ExportStatus { id: string; status: 'pending' | 'running' | 'completed' | 'failed'; progress: number; download_url?: string | null }

export const EXPORT_POLL_MS = 1500;
const EXPORT_PATH = '/api/auth/export-data';

export default function DataExport() {
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
        <div className="ui-stack" style={{ marginBlockStart: 0 }}>
          <div className="ui-progress" role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress}>
            <div className="ui-progress__bar" style={{ inlineSize: `${job.progress}%` }} />
          </div>
          <p className="ui-muted" aria-live="polite">
            {job.status === 'completed' ? 'Your export is ready.' : job.status === 'failed' ? 'The export failed. Please start it again.' : `Preparing your export… ${job.progress}%`}
          </p>
          {job.status === 'completed' && job.download_url && (
            <div className="ui-row"><a className="ui-btn" href={job.download_url} download>Download your data</a></div>
          )}
        </div>
      )}
      <div className="ui-row">
        <Button variant={job?.status === 'completed' ? 'secondary' : 'primary'} disabled={starting || running} onClick={() => void start()}>
          {running ? 'Export in progress…' : 'Export my data'}
        </Button>
      </div>
    </div>
  );
}
