/**
 * The paginator's pure logic (spec §2 "a paginator component exists", §3 pagination: total, current_page,
 * per_page with a default of 10 per page). The component only renders what `paginate` returns, so the
 * window rules are tested here without a DOM.
 */
export const DEFAULT_PER_PAGE = 10;

/** A numbered page link, or a gap standing for the pages left out between two links. */
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export interface PageWindow {
  pageCount: number;
  /** The current page clamped into 1..pageCount. */
  current: number;
  previous: number | null;
  next: number | null;
  items: PageItem[];
  /** 1-based index of the first and last item shown on the current page (0 and 0 when there are none). */
  firstItem: number;
  lastItem: number;
}

export interface PaginateInput {
  current: number;
  total: number;
  perPage?: number;
  /** How many pages to show on each side of the current page. */
  siblings?: number;
}

export function countPages(total: number, perPage: number = DEFAULT_PER_PAGE): number {
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : DEFAULT_PER_PAGE;
  const items = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(items / size));
}

/**
 * Always shows the first and last page and `siblings` pages on each side of the current one; a gap ("…") stands
 * for the pages left out. The window keeps a constant number of slots (2 × siblings + 5), so the controls do not
 * jump in width while paging; when every page fits in those slots, all are shown and no gap hides a single page.
 */
export function paginate({ current, total, perPage = DEFAULT_PER_PAGE, siblings = 1 }: PaginateInput): PageWindow {
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : DEFAULT_PER_PAGE;
  const pageCount = countPages(total, size);
  const page = Math.min(pageCount, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  const span = Math.max(0, Math.floor(siblings));
  const slots = 2 * span + 5;

  let pages: (number | 'gap')[];
  if (pageCount <= slots) {
    pages = range(1, pageCount);
  } else if (page <= span + 3) {
    pages = [...range(1, slots - 2), 'gap', pageCount];
  } else if (page >= pageCount - span - 2) {
    pages = [1, 'gap', ...range(pageCount - slots + 3, pageCount)];
  } else {
    pages = [1, 'gap', ...range(page - span, page + span), 'gap', pageCount];
  }

  const items: PageItem[] = pages.map((p, i) =>
    p === 'gap' ? { kind: 'gap', key: `gap-${i}` } : { kind: 'page', page: p, current: p === page },
  );

  const itemTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const firstItem = itemTotal === 0 ? 0 : (page - 1) * size + 1;
  const lastItem = Math.min(itemTotal, page * size);
  return {
    pageCount,
    current: page,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
    items,
    firstItem,
    lastItem,
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
