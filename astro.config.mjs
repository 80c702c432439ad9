// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Static output: every tenant's tree is prebuilt under dist/client/<tenant>/…; the Node server and the
// generated nginx config map a request's host to that tree (see server/site and scripts/nginx).
export default defineConfig({
  output: 'static',
  outDir: './dist/client',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto', assets: '_astro' },
  compressHTML: true,
  integrations: [react()],
  // Astro's i18n routing: en unprefixed, the others under /<locale>/ (pages build those paths through
  // src/routing/static-paths.ts), which gives components Astro.currentLocale. Keep in step with contract/locales.ts.
  i18n: {
    locales: ['en', 'ar', 'de', 'es', 'es-MX', 'fr', 'zh-CN'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
});
