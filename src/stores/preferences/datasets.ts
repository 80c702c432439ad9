/**
 * Dataset downloads (issue 25 item 5): the address of an export with the creator's filters, or why the filters do not
 * make one. The browser downloads the file itself (a plain link: the export streams, so nothing is held in the page).
 */
import { DATASET_KINDS, type DatasetKind } from '../../../contract/preferences/datasets.ts';
import { preferencesEndpoints } from '../../../contract/preferences/endpoints.ts';
import { fillPath } from '../../../contract/lib/endpoint.ts';
import { readBuildConfig } from '../../lib/api/config.ts';

export { DATASET_KINDS, type DatasetKind };

export interface DatasetFilters {
  /** A protocol version number, or '' for every version. */
  version: string;
  /** Days as the date inputs give them (YYYY-MM-DD), or ''. */
  from: string;
  to: string;
  /** The least share of raters who agreed, in percent ('' for any). */
  minAgreement: string;
  ties: 'omit' | 'mark';
}

export const NO_DATASET_FILTERS: DatasetFilters = { version: '', from: '', to: '', minAgreement: '', ties: 'omit' };

/** What is wrong with the filters, as message keys by field. */
export type DatasetFilterErrors = Partial<Record<'to' | 'minAgreement', 'datasets.errors.dateOrder' | 'datasets.errors.agreement'>>;

export function datasetFilterErrors(filters: DatasetFilters): DatasetFilterErrors {
  const errors: DatasetFilterErrors = {};
  if (filters.from && filters.to && filters.from > filters.to) errors.to = 'datasets.errors.dateOrder';
  const percent = Number(filters.minAgreement);
  if (filters.minAgreement !== '' && (!Number.isFinite(percent) || percent < 0 || percent > 100))
    errors.minAgreement = 'datasets.errors.agreement';
  return errors;
}

/** The export's address: the API's own path with the filters that are set as its query. */
export function datasetHref(expertId: string, kind: DatasetKind, filters: DatasetFilters): string {
  const query = new URLSearchParams();
  if (filters.version) query.set('version', filters.version);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.minAgreement !== '' && kind !== 'review-edits') query.set('min_agreement', String(Number(filters.minAgreement) / 100));
  if (filters.ties === 'mark' && kind === 'preference-pairs') query.set('ties', 'mark');
  const path = fillPath(preferencesEndpoints.exportDataset.path, { id: expertId, kind });
  const search = query.toString();
  return `${readBuildConfig().baseURL}${path}${search ? `?${search}` : ''}`;
}
