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
  prefetch: false,
  devToolbar: { enabled: false },
});
