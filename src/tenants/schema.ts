import { z } from 'zod';

import { TENANT_IDS, type TenantId } from '../../contract/tenants.ts';

export { TENANT_IDS, type TenantId };

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour');

/**
 * A site variant. Components read these fields; none branches on `id`.
 * `landingRoute` is the tenant's own route in the spec's table (null for main, whose landing is `/`).
 */
export const TenantSchema = z.object({
  id: z.enum(TENANT_IDS),
  landingRoute: z
    .string()
    .regex(/^\/[A-Za-z]+Landing$/)
    .nullable(),
  siteName: z.string().min(2).max(40),
  /**
   * Title of the tenant's landing page; other pages use "<page> | <siteName>". `title`, `description` and
   * `audience` are the English text of `tenants.<id>.*` (pages show `tenantText(locale, tenant)` from ./text).
   */
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  canonicalUrl: z.url().refine((u) => !u.endsWith('/'), 'no trailing slash'),
  /** Who the variant serves, in a few words (used in metadata and the landing hero). */
  audience: z.string().min(5).max(80),
  accent: z.object({ primary: hexColor, primaryDark: hexColor, onPrimary: hexColor }),
});
export type Tenant = z.infer<typeof TenantSchema>;
