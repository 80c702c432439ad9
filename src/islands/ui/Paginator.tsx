/** The project's paginator (src/components/ui/Pagination.astro) as buttons, for lists an island pages in place. */
import { paginate } from '../../lib/pagination.ts';
import { useT } from '../../i18n/react.tsx';
import { rich } from './rich.tsx';

interface PaginatorProps {
  current: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Paginator({ current, total, perPage, onPage, label }: PaginatorProps) {
  const t = useT();
  const view = paginate({ current, total, perPage });
  return (
    <nav className="ui-pagination" aria-label={label ?? t('form.pagination.label')}>
      <p className="ui-pagination__summary">
        {/* The range is its own left-to-right element, so "1–10" keeps its order inside right-to-left text. */}
        {rich(t('form.pagination.summary', { range: '<range>–</range>', total }), {
          range: () => (
            <span dir="ltr">
              {view.firstItem}–{view.lastItem}
            </span>
          ),
        })}
      </p>
      <ul className="ui-pagination__list">
        <li>
          <button
            type="button"
            className="ui-pagination__step"
            disabled={!view.previous}
            onClick={() => view.previous && onPage(view.previous)}
          >
            {t('form.pagination.previous')}
          </button>
        </li>
        {view.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="ui-pagination__page"
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('form.pagination.page', { page: item.page })}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="ui-pagination__step" disabled={!view.next} onClick={() => view.next && onPage(view.next)}>
            {t('form.pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
