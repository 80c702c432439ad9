/**
 * Files that every tenant tree holds once (dist/client/<tenant>/…), served on each host from its own tenant's
 * tree by the Node server (server/site) and by the generated nginx config: the web manifest and its icons carry
 * the tenant's name and accent (issue 4: a manifest per tenant).
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export interface IconSpec {
  path: string;
  size: number;
  /** Full-bleed background (maskable and Apple touch icons are cut to shape by the platform). */
  fullBleed: boolean;
}

export const ICONS = [
  { path: '/icons/icon-192.png', size: 192, fullBleed: false },
  { path: '/icons/icon-512.png', size: 512, fullBleed: false },
  { path: '/icons/icon-maskable-512.png', size: 512, fullBleed: true },
  { path: '/icons/apple-touch-icon.png', size: 180, fullBleed: true },
] as const satisfies readonly IconSpec[];

export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';

export const TENANT_FILE_PATHS: readonly string[] = [WEB_MANIFEST_PATH, ...ICONS.map((icon) => icon.path)];

export function isTenantFile(path: string): boolean {
  return TENANT_FILE_PATHS.includes(path);
}
