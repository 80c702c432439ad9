// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { createHash } from 'node:crypto';
import { mapOfflinePages } from './src/pwa/sw-policy.ts';

// Static output: every tenant's tree is prebuilt under dist/client/<tenant>/…; the Node server and the
// generated nginx config map a request's host to that tree (see server/site and scripts/nginx).
export default defineConfig({
  output: 'static',
  outDir: './dist/client',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto', assets: '_astro' },
  compressHTML: true,
  integrations: [
    react(),
    // `client:signed-in`: islands only a signed-in person needs (the notification bell) are not hydrated for guests.
    {
      name: 'signed-in-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'signed-in', entrypoint: './src/islands/directives/signed-in.ts' }),
      },
    },
    // The service worker (src/pwa/sw.ts -> /sw.js) with the prompt strategy: updates wait for the visitor's Reload.
    // Registration and prompt are our own few lines (src/pwa/client); manifests are per tenant (src/pages/[tenant]).
    // Precache: hashed assets, the favicon and the offline page per locale; never the ~11,000 HTML pages.
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['_astro/**/*.{js,css}', 'favicon.svg', '*/offline/index.html', '*/*/offline/index.html'],
        manifestTransforms: [
          async (entries) => ({
            manifest: mapOfflinePages(entries, (text) => createHash('sha256').update(text).digest('hex').slice(0, 32)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // Astro's i18n routing: en unprefixed, the others under /<locale>/ (pages build those paths through
  // src/routing/static-paths.ts), which gives components Astro.currentLocale. Keep in step with contract/locales.ts.
  i18n: {
    locales: ['en', 'ar', 'de', 'es', 'es-MX', 'fr', 'zh-CN'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  prefetch: false,
  vite: {
    build: {
      // Astro inlines small page scripts; the site script (src/pwa/client, on every page) stays a file so that it
      // is downloaded once and cached (immutable) instead of repeated inside each page. Others: Astro's default.
      assetsInlineLimit: (file) => (/PageFeedback\.astro_astro_type_script/.test(file) ? false : undefined),
    },
  },
  devToolbar: { enabled: false },
});
