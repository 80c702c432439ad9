/** bench:catalog's request mix (issue 16): 26 catalog queries × 5 tenant hosts. */
export const HOSTS = ['localhost', 'crohns.localhost', 'ntsb.localhost', 'pubschool.localhost', 'usich.localhost'];
/** What people do on the catalog page: browse, type, filter, sort, page. */
export const QUERIES = [
  '',
  'search=meal',
  'search=lesson%20plan',
  'search=eviction',
  'search=safety',
  'search=budg',
  'search=grant%20narrative',
  'search=r%C3%A9sum%C3%A9',
  'search=crohn',
  'search=planificador',
  'search=Unterlagen',
  'search=dossiers',
  `search=${encodeURIComponent('الصحة')}`,
  `search=${encodeURIComponent('营养')}`,
  'category=education',
  'category=health&sort=rating',
  'language=es',
  'price_model=free&sort=price',
  'rating_min=4&sort=rating',
  'human_review=true&sort=newest',
  'tags=grant-writing',
  'availability=now&sort=popularity',
  'search=plan&category=nutrition&sort=rating',
  'sort=newest&page=3',
  'sort=price&sort_direction=desc',
  'search=report&page=2',
];
const PATHS = QUERIES.map((query) => `/api/experts${query ? `?${query}` : ''}`);
/** Every query on every host: the rotation bench:catalog and catalog-profile.ts send. */
export const CATALOG_MIX = HOSTS.flatMap((host) => PATHS.map((path) => ({ host, path })));
