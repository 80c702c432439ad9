import { describe, expect, it } from 'vitest';
import { countPages, paginate, type PageItem } from './pagination.ts';

/** Renders a window compactly: pages as numbers, the current one in brackets, gaps as "…". */
function render(items: PageItem[]): string {
  return items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');
}

describe('countPages', () => {
  it('rounds up and never returns less than one page', () => {
    expect(countPages(0, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(11, 10)).toBe(2);
    expect(countPages(95, 10)).toBe(10);
  });

  it('falls back to the spec default of 10 per page for an invalid size', () => {
    expect(countPages(25, 0)).toBe(3);
    expect(countPages(25, Number.NaN)).toBe(3);
  });
});

describe('paginate', () => {
  it('shows every page when there are few', () => {
    expect(render(paginate({ current: 2, total: 50, perPage: 10 }).items)).toBe('1 [2] 3 4 5');
  });

  it('keeps first and last page with gaps around the current one', () => {
    expect(render(paginate({ current: 10, total: 200, perPage: 10 }).items)).toBe('1 … 9 [10] 11 … 20');
  });

  it('shows all pages when they fit in the window (7 slots with one sibling)', () => {
    expect(render(paginate({ current: 1, total: 70, perPage: 10 }).items)).toBe('[1] 2 3 4 5 6 7');
    expect(render(paginate({ current: 1, total: 80, perPage: 10 }).items)).toBe('[1] 2 3 4 5 … 8');
  });

  it('keeps the same number of slots wherever the current page is', () => {
    for (let current = 1; current <= 30; current++) {
      expect(paginate({ current, total: 300, perPage: 10 }).items).toHaveLength(7);
    }
  });

  it('grows the run of pages near either end instead of hiding a single page', () => {
    expect(render(paginate({ current: 4, total: 200, perPage: 10 }).items)).toBe('1 2 3 [4] 5 … 20');
    expect(render(paginate({ current: 17, total: 200, perPage: 10 }).items)).toBe('1 … 16 [17] 18 19 20');
  });

  it('widens the window with more siblings', () => {
    expect(render(paginate({ current: 10, total: 200, perPage: 10, siblings: 2 }).items)).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  it('clamps an out-of-range current page', () => {
    const high = paginate({ current: 99, total: 30, perPage: 10 });
    expect(high.current).toBe(3);
    expect(high.next).toBeNull();
    expect(high.previous).toBe(2);
    const low = paginate({ current: -4, total: 30, perPage: 10 });
    expect(low.current).toBe(1);
    expect(low.previous).toBeNull();
  });

  it('reports the range of items on the current page', () => {
    expect(paginate({ current: 3, total: 25, perPage: 10 })).toMatchObject({
      firstItem: 21,
      lastItem: 25,
      pageCount: 3,
    });
    expect(paginate({ current: 1, total: 0, perPage: 10 })).toMatchObject({ firstItem: 0, lastItem: 0, pageCount: 1 });
  });

  it('uses 10 per page when no size is given (spec §9)', () => {
    expect(paginate({ current: 1, total: 35 }).pageCount).toBe(4);
  });
});
