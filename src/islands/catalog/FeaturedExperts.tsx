/**
 * The site's featured experts (issue 27): a short row of links with headlines under the catalog's first page, as it
 * first opens. Under, not above: arriving after the listing, a row above it moved the page on a phone (CLS), so it
 * shows only once the listing is there and adds below it. It steps aside once the person searches or filters, and
 * shows nothing when the site features none.
 */
import { useT } from '../../i18n/react.tsx';
import { $catalogUnfiltered, $featuredExperts } from '../../stores/catalog/browse.ts';
import { useIslandStore } from '../ui/use-island-store.ts';

export function FeaturedExperts({ expertPath }: { expertPath: string }) {
  const t = useT();
  const unfiltered = useIslandStore($catalogUnfiltered, false);
  const featured = useIslandStore($featuredExperts);
  if (!unfiltered || !featured.data || featured.data.length === 0) return null;
  return (
    <section className="catalog-featured" aria-labelledby="catalog-featured-title">
      <h2 id="catalog-featured-title" className="catalog-featured__title">
        {t('catalog.featured.title')}
      </h2>
      <ul className="catalog-featured__list">
        {featured.data.slice(0, 6).map((expert) => (
          <li key={expert.id}>
            <a href={`${expertPath}${expert.slug}`} dir="auto">
              {expert.name}
            </a>
            <span className="catalog-featured__headline" dir="auto">
              {expert.headline}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
