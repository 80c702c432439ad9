import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What scripts/build.mjs records about a build in dist/site-manifest.json. */
export interface SiteManifest {
  buildId: string;
  builtAt: string;
  buildMs: number;
  /** FORCE_MAIN_TENANT was set at build time: only main was built and every host gets it. */
  forceMainTenant: boolean;
  /** Tenant trees present under dist/client. */
  tenants: string[];
  /** CSP sources (`sha256-…`) of every distinct inline script in the built HTML. */
  scriptHashes: string[];
  /** Counts for the build log and the bench. */
  files: { html: number; total: number; precompressed: number };
}

export const MANIFEST_FILE = 'site-manifest.json';
export const CLIENT_DIR = 'client';

/** Reads dist/site-manifest.json; a missing file means the build did not finish. */
export function readSiteManifest(distDir: string): SiteManifest {
  const path = join(distDir, MANIFEST_FILE);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build\` (scripts/build.mjs writes it after astro build)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as SiteManifest;
}
