/** Each tenant's app icons (src/pwa/tenant-files.ts ICONS) as PNG, drawn in its accent at build time. */
import type { APIRoute } from 'astro';
import { BUILT_TENANTS } from '../../../routing/static-paths';
import type { Tenant } from '../../../tenants';
import { renderIconPng } from '../../../pwa/icons';
import { ICONS, type IconSpec } from '../../../pwa/tenant-files';

export function getStaticPaths() {
  return BUILT_TENANTS.flatMap((tenant) =>
    ICONS.map((icon) => ({ params: { tenant: tenant.id, icon: icon.path.slice('/icons/'.length) }, props: { tenant, icon } })),
  );
}

export const GET: APIRoute<{ tenant: Tenant; icon: IconSpec }> = ({ props }) => {
  const { tenant, icon } = props;
  const png = renderIconPng(icon.size, { background: tenant.accent.primary, foreground: tenant.accent.onPrimary }, icon.fullBleed);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
