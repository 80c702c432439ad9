import { describe, expect, it } from 'vitest';
import { buildListQuery, DEFAULT_PAGE, DEFAULT_PER_PAGE, readListMeta, readListResult } from './list.ts';

describe('list parameters (spec §3 pagination)', () => {
  it('sends page, limit, search, sort, sort_direction and filters, dropping undefined, null and empty strings', () => {
    expect(
      buildListQuery({
        page: 2,
        limit: 25,
        search: 'nutrition',
        sort: 'created_at',
        sort_direction: 'desc',
        filters: {
          status: 'open',
          owner: undefined,
          team: null,
          tag: '',
          archived: false,
          tags: ['a', '', null, 'b'],
          none: [''],
        },
      }),
    ).toEqual({
      page: '2',
      limit: '25',
      search: 'nutrition',
      sort: 'created_at',
      sort_direction: 'desc',
      status: 'open',
      archived: 'false',
      tags: ['a', 'b'],
    });
    expect(buildListQuery({ search: '', sort: undefined })).toEqual({});
    expect(buildListQuery()).toEqual({});
  });

  it('a filter cannot override the standard parameters', () => {
    expect(buildListQuery({ page: 3, filters: { page: 9 } })).toEqual({ page: '3' });
  });
});

describe('list figures', () => {
  const headers = new Headers({ 'x-total-count': '42', 'x-current-page': '3', 'x-per-page': '20' });

  it('come from meta first', () => {
    expect(readListMeta({ total: 7, current_page: 2, per_page: 5 }, headers)).toEqual({
      total: 7,
      current_page: 2,
      per_page: 5,
    });
  });

  it('else from x-total-count, x-current-page and x-per-page', () => {
    expect(readListMeta(undefined, headers)).toEqual({ total: 42, current_page: 3, per_page: 20 });
    expect(readListMeta({ total: 7 }, headers)).toEqual({ total: 7, current_page: 3, per_page: 20 });
  });

  it('a total that stopped counting says so (body meta or x-total-capped)', () => {
    expect(readListMeta({ total: 1000, total_capped: true, current_page: 1, per_page: 20 })).toEqual({
      total: 1000,
      total_capped: true,
      current_page: 1,
      per_page: 20,
    });
    expect(readListMeta(undefined, new Headers({ 'x-total-count': '1000', 'x-total-capped': 'true' }))).toMatchObject({
      total: 1000,
      total_capped: true,
    });
  });

  it('else page 1 and 10 per page', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_PER_PAGE).toBe(10);
    expect(readListMeta(undefined, new Headers())).toEqual({ total: 0, current_page: 1, per_page: 10 });
    expect(readListMeta({ current_page: 0, per_page: -1 })).toEqual({ total: 0, current_page: 1, per_page: 10 });
    expect(readListMeta(undefined, new Headers({ 'x-per-page': 'ten', 'x-current-page': '' }))).toMatchObject({
      current_page: 1,
      per_page: 10,
    });
  });

  it('a list without any total counts its items', () => {
    expect(readListResult({ data: [{ id: 1 }, { id: 2 }] })).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 2,
      current_page: 1,
      per_page: 10,
    });
    expect(readListResult([{ id: 1 }], headers)).toEqual({
      items: [{ id: 1 }],
      total: 42,
      current_page: 3,
      per_page: 20,
    });
    expect(readListResult({ data: [], meta: { total: 0, current_page: 1, per_page: 10 } }).total).toBe(0);
  });
});
