/**
 * The public status page's data: what the server's scheduled checks stored (GET /api/status), asked again every
 * minute while the page is open. Public and read-only: a failure is kept for the board to say in words (the page
 * has no toast host), never retried into a storm.
 */
import type { StatusData } from '../../../contract/status/index.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { statusApi } from './clients.ts';

export type { StatusData };
export type StatusComponentView = StatusData['components'][number];
export type StatusNoteView = StatusData['notes'][number];

export const STATUS_REFRESH_MS = 60_000;

export const $status = createFetcherStore<StatusData>(['status'], {
  fetcher: () => statusApi.getStatus(),
  revalidateInterval: STATUS_REFRESH_MS,
  dedupeTime: STATUS_REFRESH_MS / 2,
});
