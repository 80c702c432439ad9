import { describe, expect, it } from 'vitest';
import { TENANT_IDS, TENANTS } from './index.ts';

describe('tenant data', () => {
  it('has the 14 variants, each with its own landing route except main', () => {
    expect(TENANTS.map((t) => t.id)).toEqual([...TENANT_IDS]);
    expect(
      TENANTS.filter((t) => t.landingRoute)
        .map((t) => t.landingRoute)
        .sort(),
    ).toEqual([
      '/AphisLanding',
      '/CrohnsLanding',
      '/EnrdLanding',
      '/HrsaLanding',
      '/LashaLanding',
      '/NslpLanding',
      '/NtsbLanding',
      '/PhmLanding',
      '/PubSchoolLanding',
      '/SpuhcLanding',
      '/UsichLanding',
      '/UsitcLanding',
      '/UstdaLanding',
    ]);
    expect(new Set(TENANTS.map((t) => t.title)).size).toBe(14);
  });
});
