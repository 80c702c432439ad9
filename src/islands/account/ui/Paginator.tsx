/** The project's paginator (src/components/ui/Pagination.astro) as buttons, for lists an island pages in place. */
import { paginate } from '../../../lib/pagination.ts';

interface PaginatorProps {
  current: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Paginator({ current, total, perPage, onPage, label = 'Pagination' }: PaginatorProps) {
  const view = paginate({ current, total, perPage });
  return (
    <nav className="ui-pagination" aria-label={label}>
      <p className="ui-pagination__summary"><span dir="ltr">{view.firstItem}–{view.lastItem}</span> of {total}</p>
      <ul className="ui-pagination__list">
        <li>
          <button type="button" className="ui-pagination__step" disabled={!view.previous} onClick={() => view.previous && onPage(view.previous)}>
            Previous
          </button>
        </li>
        {view.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="ui-pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="ui-pagination__page"
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="ui-pagination__step" disabled={!view.next} onClick={() => view.next && onPage(view.next)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
