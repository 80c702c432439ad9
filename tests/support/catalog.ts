/** Test helpers for the marketplace: the seeded catalog, clients on a tenant's host, the admin, a fresh creator. */
import { expect } from 'vitest';
import type { TenantId } from '../../contract/tenants.ts';
import { signIn, signedInUser, TestClient, type TestContext } from '../api/helpers.ts';
import { DEMO_ACCOUNT, DEMO_ADMIN, ensureDemoAccount } from '../../server/core/demo-accounts.ts';
import { seedCatalog } from '../../server/features/catalog/seed-step.ts';

export const originOf = (tenant: TenantId) => (tenant === 'main' ? 'http://localhost' : `http://${tenant}.localhost`);

/** An anonymous visitor of a tenant's site. */
export function visitor(t: TestContext, tenant: TenantId = 'main'): TestClient {
  return new TestClient(t.app, originOf(tenant));
}

export async function seedTestCatalog(t: TestContext): Promise<void> {
  await ensureDemoAccount(t.db, DEMO_ACCOUNT);
  await ensureDemoAccount(t.db, DEMO_ADMIN);
  await seedCatalog(t.db);
}

export function signInAdmin(t: TestContext, tenant: TenantId = 'main'): Promise<TestClient> {
  return signIn(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password, originOf(tenant));
}

export function signInDemo(t: TestContext, tenant: TenantId = 'main'): Promise<TestClient> {
  return signIn(t.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, originOf(tenant));
}

let handle = 0;
export function creatorRequestBody(overrides: Record<string, unknown> = {}) {
  handle += 1;
  return {
    slug: `maker-${handle}-${Math.random().toString(36).slice(2, 7)}`,
    display_name: 'Grace Maker',
    headline: 'Builds careful experts for school kitchens',
    bio: 'Grace ran a district kitchen for twelve years and now writes planning tools for cooks.',
    motivation: 'I want to publish a menu planner that the school nutrition site can offer to kitchen managers.',
    country: 'US',
    locale: 'en',
    ...overrides,
  };
}

/** A new account whose creator request the admin approved; returns its client and creator slug. */
export async function approvedCreator(t: TestContext, admin: TestClient, tenant: TenantId = 'main') {
  const person = await signedInUser(t.app);
  const client = tenant === 'main' ? person.client : await signIn(t.app, person.email, person.password, originOf(tenant));
  const body = creatorRequestBody();
  const requested = await client.post('/api/creator/request', body);
  expect(requested.status).toBe(201);
  const { data } = await requested.json();
  const approved = await admin.post(`/api/admin/creator-requests/${data.id}/approve`, {});
  expect(approved.status).toBe(200);
  return { ...person, client, slug: body.slug as string };
}

export function expertBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lunch Line Menu Planner',
    headline: 'Plans four-week school lunch cycles that meet meal pattern rules.',
    description:
      'Give it your enrollment, your kitchen equipment and your commodity list. It drafts a four-week lunch cycle that ' +
      'meets the meal pattern for each grade group, with a production record for every day and a shopping list.',
    locale: 'en',
    languages: ['en', 'es'],
    category: 'nutrition',
    tags: ['meal-planning'],
    tenants: ['nslp'],
    price: { model: 'per_run', amount: 500 },
    starters: ['Plan the next four weeks of lunches for 600 students.'],
    ...overrides,
  };
}
