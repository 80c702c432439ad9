import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { loadEnv } from '../env.ts';
import { isPlatformAdmin } from './roles.ts';
import { requestTenant } from './tenant.ts';

describe('isPlatformAdmin', () => {
  it('is the seeded demo admin outside production when PLATFORM_ADMIN_EMAILS is unset, nobody in production', () => {
    expect(isPlatformAdmin({ email: 'Admin@Agentic.Example' }, loadEnv({}))).toBe(true);
    expect(isPlatformAdmin({ email: 'demo@agentic.example' }, loadEnv({}))).toBe(false);
    expect(isPlatformAdmin({ email: 'admin@agentic.example' }, loadEnv({ NODE_ENV: 'production' }))).toBe(false);
  });

  it('is exactly the configured addresses when PLATFORM_ADMIN_EMAILS is set', () => {
    const env = loadEnv({ PLATFORM_ADMIN_EMAILS: 'ops@example.org, Lead@Example.org' });
    expect(isPlatformAdmin({ email: 'lead@example.org' }, env)).toBe(true);
    expect(isPlatformAdmin({ email: 'admin@agentic.example' }, env)).toBe(false);
  });
});

describe('requestTenant', () => {
  async function tenantFor(headers: Record<string, string>, vars: Record<string, string> = {}): Promise<string> {
    const app = new Hono<AppEnv>();
    const env = loadEnv(vars);
    app.use('*', async (c, next) => {
      c.set('deps', { env } as AppEnv['Variables']['deps']);
      await next();
    });
    app.get('/', (c) => c.text(requestTenant(c)));
    const response = await app.request('http://localhost/', { headers });
    return response.text();
  }

  it('reads the tenant from the Host the browser addressed', async () => {
    expect(await tenantFor({ host: 'crohns.localhost:3000' })).toBe('crohns');
    expect(await tenantFor({ host: 'ntsb.agenticexperts.ai' })).toBe('ntsb');
    expect(await tenantFor({ host: 'unknown.example' })).toBe('main');
  });

  it('trusts X-Forwarded-Host only behind a configured proxy, and FORCE_MAIN_TENANT wins', async () => {
    const forwarded = { host: 'localhost', 'x-forwarded-host': 'aphis.localhost' };
    expect(await tenantFor(forwarded)).toBe('main');
    expect(await tenantFor(forwarded, { TRUST_PROXY: '1' })).toBe('aphis');
    expect(await tenantFor({ host: 'crohns.localhost' }, { FORCE_MAIN_TENANT: '1' })).toBe('main');
  });
});
