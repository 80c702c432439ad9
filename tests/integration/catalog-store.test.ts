/**
 * The marketplace stores (src/stores/catalog) against the real API in-process on the seeded catalog: a catalog state
 * read back from its URL gives the same results, search and tenant isolation, the expert page with its offline copy,
 * and a signed-in person's bookmark, hire (a direct conversation with the expert's agent), review and report.
 */
import '../../src/lib/errors/english.testing.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../contract/auth/endpoints.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { seedTestCatalog } from '../support/catalog.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { ApiRequestError } from '../../src/lib/api/request-error.ts';
import { clearCsrfToken } from '../../src/lib/api/csrf.ts';
import { setErrorLogger } from '../../src/lib/errors/normalize.ts';
import { fetchExperts } from '../../src/stores/catalog/browse.ts';
import { configureCatalogClient } from '../../src/stores/catalog/clients.ts';
import { fetchCreator, fetchCreatorExperts } from '../../src/stores/catalog/creator.ts';
import { fetchExpert, fetchExpertViewer, hireExpert, setBookmark } from '../../src/stores/catalog/expert.ts';
import { catalogQueryString, EMPTY_QUERY, parseCatalogQuery } from '../../src/stores/catalog/query.ts';
import { deleteReview, editReview, fetchReviews, reportReview, writeReview } from '../../src/stores/catalog/reviews.ts';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, type TestContext } from '../api/helpers.ts';
import { createAppFetch } from '../support/app-fetch.ts';

let ctx: TestContext;
const memory = new Map<string, string>();

/** A browser on a tenant's host: its own cookies and CSRF token. */
function browserOn(host: string) {
  clearCsrfToken();
  const wire = createAppFetch(ctx.app);
  const client = createApiClient({ baseURL: `http://${host}`, fetch: wire.fetch });
  configureCatalogClient(client);
  return client;
}

async function signInDemo(host: string) {
  const client = browserOn(host);
  await client.request('POST', authEndpoints.signIn.path, { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
}

beforeAll(async () => {
  setErrorLogger(() => {});
  // The device's storage (the offline copies of visited pages).
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => memory.set(key, value),
      removeItem: (key: string) => memory.delete(key),
    },
  });
  ctx = await createTestApp();
  await seedTestCatalog(ctx);
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('browsing', () => {
  it('a shared link (its URL query) gives the same page of results as the state it came from', async () => {
    browserOn('localhost');
    const state = { ...EMPTY_QUERY, search: 'meal', sort: 'rating' as const, page: 1, human_review: true };
    const link = catalogQueryString(state);
    expect(link).toBe('?search=meal&human_review=true&sort=rating');
    const direct = await fetchExperts(state);
    const shared = await fetchExperts(parseCatalogQuery(link));
    expect(shared.items.map((e) => e.slug)).toEqual(direct.items.map((e) => e.slug));
    expect(direct.items.length).toBeGreaterThan(0);
    for (const expert of direct.items) expect(expert.human_review).toBe(true);
  });

  it('finds a tenant’s expert by typing part of a word, and another tenant never lists it', async () => {
    browserOn('crohns.localhost');
    const found = await fetchExperts({ ...EMPTY_QUERY, search: 'low-resid' });
    expect(found.items[0]?.slug).toBe('low-residue-meal-planner');
    browserOn('ntsb.localhost');
    const elsewhere = await fetchExperts({ ...EMPTY_QUERY, search: 'low-resid' });
    expect(elsewhere.items.map((e) => e.slug)).not.toContain('low-residue-meal-planner');
    await expect(fetchExpert('low-residue-meal-planner')).rejects.toMatchObject({ status: 404 });
  });

  it('pages with the size it asked for and the total', async () => {
    browserOn('localhost');
    const first = await fetchExperts({ ...EMPTY_QUERY, sort: 'newest' });
    const second = await fetchExperts({ ...EMPTY_QUERY, sort: 'newest', page: 2 });
    expect(first.items).toHaveLength(12);
    expect(first.total).toBeGreaterThanOrEqual(90);
    expect(second.current_page).toBe(2);
    expect(second.items.some((e) => first.items.some((f) => f.slug === e.slug))).toBe(false);
  });
});

describe('expert and creator pages', () => {
  it('opens an expert visited before from the device when the network is down', async () => {
    browserOn('crohns.localhost');
    const online = await fetchExpert('low-residue-meal-planner');
    expect(online.name).toBe('Low-Residue Meal Planner');
    const down = createApiClient({
      baseURL: 'http://crohns.localhost',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    configureCatalogClient(down);
    expect((await fetchExpert('low-residue-meal-planner')).name).toBe('Low-Residue Meal Planner');
    await expect(fetchExpert('gut-symptom-journal')).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('shows the creator with their stats and their experts on this site', async () => {
    browserOn('crohns.localhost');
    const expert = await fetchExpert('low-residue-meal-planner');
    const creator = await fetchCreator(expert.creator.slug);
    expect(creator.display_name).toBe(expert.creator.display_name);
    const theirs = await fetchCreatorExperts(expert.creator.slug, 1);
    expect(theirs.items.map((e) => e.slug)).toContain('low-residue-meal-planner');
    expect(creator.stats.experts).toBe(theirs.total);
  });
});

describe('a signed-in person', () => {
  it('bookmarks and un-bookmarks an expert', async () => {
    await signInDemo('crohns.localhost');
    const on = await setBookmark('gut-symptom-journal', true);
    expect(on).toMatchObject({ ok: true, value: { bookmarked: true } });
    expect((await fetchExpertViewer('gut-symptom-journal')).bookmarked).toBe(true);
    const off = await setBookmark('gut-symptom-journal', false);
    expect(off).toMatchObject({ ok: true, value: { bookmarked: false } });
  });

  it('cannot review before using; hiring opens the conversation with the agent and then the review is saved, edited, deleted', async () => {
    await signInDemo('localhost');
    const candidates = await fetchExperts({ ...EMPTY_QUERY, sort: 'newest' });
    let slug = '';
    for (const expert of candidates.items) {
      const viewer = await fetchExpertViewer(expert.slug);
      if (!viewer.used && !viewer.is_owner && !viewer.review) {
        slug = expert.slug;
        break;
      }
    }
    expect(slug).not.toBe('');
    const early = await writeReview(slug, { stars: 5, text: 'Clear, kind and quick answers.', locale: 'en' });
    expect(early).toMatchObject({ ok: false, failure: { fields: { text: 'Use this expert before you review it.' } } });

    const expert = await fetchExpert(slug);
    const hired = await hireExpert(expert);
    expect(hired.ok).toBe(true);
    if (!hired.ok) return;
    expect(hired.value.expert_id).toBe(expert.id);
    // Hiring again reopens the same conversation.
    expect(await hireExpert(expert)).toMatchObject({ ok: true, value: { id: hired.value.id } });

    const written = await writeReview(slug, { stars: 4, text: 'Clear, kind and quick answers.', locale: 'en' });
    expect(written).toMatchObject({ ok: true, value: { stars: 4, text: 'Clear, kind and quick answers.' } });
    if (!written.ok) return;
    expect((await fetchReviews(slug, 1)).items[0]?.id).toBe(written.value.id);
    expect(await editReview(slug, written.value.id, { stars: 5 })).toMatchObject({ ok: true, value: { stars: 5 } });
    expect(await deleteReview(slug, written.value.id)).toEqual({ ok: true, value: { deleted: true } });
    expect((await fetchExpertViewer(slug)).review).toBeNull();
  });

  it('reports someone else’s review once', async () => {
    await signInDemo('crohns.localhost');
    const reviews = await fetchReviews('low-residue-meal-planner', 1);
    const review = reviews.items[0];
    expect(review).toBeDefined();
    if (!review) return;
    expect(await reportReview(review.id, 'off_topic')).toEqual({ ok: true, value: { reported: true } });
    expect(await reportReview(review.id, 'spam')).toMatchObject({
      ok: false,
      failure: { general: ['You have already reported this review.'] },
    });
  });
});
