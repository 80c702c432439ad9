/** Each tenant's app icons (contract/site-files.ts ICONS) as PNG, drawn in its accent at build time. */
import type { APIRoute } from 'astro';
import { BUILT_TENANTS } from '../../../routing/static-paths.ts';
import type { Tenant } from '../../../tenants/index.ts';
import { renderIconPng } from '../../../pwa/icons.ts';
import { ICONS, type IconSpec } from '../../../../contract/site-files.ts';

export function getStaticPaths() {
  return BUILT_TENANTS.flatMap((tenant) =>
    ICONS.map((icon) => ({
      params: { tenant: tenant.id, icon: icon.path.slice('/icons/'.length) },
      props: { tenant, icon },
    })),
  );
}

export const GET: APIRoute<{ tenant: Tenant; icon: IconSpec }> = ({ props }) => {
  const { tenant, icon } = props;
  const png = renderIconPng(icon.size, { background: tenant.accent.primary, foreground: tenant.accent.onPrimary }, icon.fullBleed);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
