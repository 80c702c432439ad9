/**
 * The data export: start one, then follow its progress until it completes or fails. Polling runs only while a
 * section shows the export (the store has listeners) and stops by itself when the job is done.
 */
import { atom, onMount } from 'nanostores';
import type { DataExport } from '../../../contract/account/index.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { accountApi } from './clients.ts';

export const EXPORT_POLL_MS = 1500;

/** The export as started (id, status, progress) and, once polled, its download link. */
export type ExportJob = Pick<DataExport, 'id' | 'status' | 'progress'> & { download_url?: string | null };

export const $dataExport = atom<ExportJob | null>(null);
/** The last failure's message (start or progress), shown in place. */
export const $dataExportError = atom<string | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

const isRunning = (job: ExportJob | null) => job !== null && (job.status === 'pending' || job.status === 'running');

function schedulePoll(): void {
  clearTimeout(timer);
  const job = $dataExport.get();
  if (!isRunning(job) || !job) return;
  timer = setTimeout(async () => {
    try {
      $dataExport.set(await accountApi.getExport({ params: { id: job.id } }));
      schedulePoll();
    } catch (failure) {
      $dataExportError.set(handleApiError(failure, { domain: 'users', operation: 'exportStatus' }).resolvedMessage);
      $dataExport.set(null);
    }
  }, EXPORT_POLL_MS);
}

onMount($dataExport, () => {
  schedulePoll();
  return () => clearTimeout(timer);
});

export function isDataExportRunning(): boolean {
  return isRunning($dataExport.get());
}

export async function startDataExport(): Promise<void> {
  $dataExportError.set(null);
  try {
    $dataExport.set(await accountApi.startExport());
    schedulePoll();
  } catch (failure) {
    $dataExportError.set(handleApiError(failure, { domain: 'users', operation: 'startExport' }).resolvedMessage);
  }
}
