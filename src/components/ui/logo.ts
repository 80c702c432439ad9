/**
 * The tenant's logo: the favicon's mark (public/favicon.svg, an "A" stroked on a rounded square, 32-unit grid) in
 * the tenant's accent colours. Every place that shows a logo (landing header, app shell, auth pages, the quiet
 * pages: wizard, status, errors) draws this one mark through Logo.astro; src/pwa/icons.ts draws the same strokes
 * for the app icons. logo.test.ts keeps the three in step.
 */
export const LOGO_VIEWBOX = '0 0 32 32';
export const LOGO_CORNER = 8;
export const LOGO_PATH = 'M9 22l7-13 7 13M12 17h8';
