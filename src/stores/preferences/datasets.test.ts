import { describe, expect, it } from 'vitest';
import { datasetFilterErrors, datasetHref, NO_DATASET_FILTERS } from './datasets.ts';

const ID = '3f1c2d4e-0000-4000-8000-000000000001';

describe('dataset downloads', () => {
  it('the address carries only the filters that are set, agreement as a share, ties for pairs only', () => {
    expect(datasetHref(ID, 'ratings', NO_DATASET_FILTERS)).toBe(`/api/creator/experts/${ID}/datasets/ratings`);
    const filters = { version: '2', from: '2026-11-01', to: '2026-11-30', minAgreement: '75', ties: 'mark' as const };
    expect(datasetHref(ID, 'preference-pairs', filters)).toBe(
      `/api/creator/experts/${ID}/datasets/preference-pairs?version=2&from=2026-11-01&to=2026-11-30&min_agreement=0.75&ties=mark`,
    );
    expect(datasetHref(ID, 'review-edits', filters)).toBe(
      `/api/creator/experts/${ID}/datasets/review-edits?version=2&from=2026-11-01&to=2026-11-30`,
    );
  });

  it('a last day before the first, or an agreement outside 0–100 %, is refused before any download', () => {
    expect(datasetFilterErrors(NO_DATASET_FILTERS)).toEqual({});
    expect(datasetFilterErrors({ ...NO_DATASET_FILTERS, from: '2026-11-30', to: '2026-11-01' })).toEqual({
      to: 'datasets.errors.dateOrder',
    });
    expect(datasetFilterErrors({ ...NO_DATASET_FILTERS, minAgreement: '120' })).toEqual({ minAgreement: 'datasets.errors.agreement' });
    expect(datasetFilterErrors({ ...NO_DATASET_FILTERS, minAgreement: 'x' })).toEqual({ minAgreement: 'datasets.errors.agreement' });
  });
});
