/**
 * The creator studio's stores against the real API (the Hono app in-process, seeded catalog): a member asks to
 * become a creator, the admin rejects with a reason and then approves, the creator's draft refuses review with
 * field messages and stays as it was, the admin sends it back and then publishes it, and it is listed on the one
 * tenant chosen. A member who is not an admin sees the queue as "not allowed", without an error toast.
 */
import '../../src/lib/errors/english.testing.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { seedTestCatalog, visitor } from '../support/catalog.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { writeCsrfToken } from '../../src/lib/api/csrf.ts';
import { clearQueryCache } from '../../src/lib/query/client.ts';
import { subscribeToasts, type ShownToast } from '../../src/lib/toast/toast.ts';
import { useStudioApi } from '../../src/stores/catalog/studio/clients.ts';
import {
  $creatorRequestQueue,
  $creatorStatus,
  $editedExpert,
  $editedExpertId,
  $listingQueue,
  $myExperts,
  approveCreatorRequest,
  approveListing,
  createExpert,
  type ExpertFields,
  isNotAllowed,
  rejectCreatorRequest,
  rejectListing,
  requestCreator,
  saveExpert,
  submitExpert,
  withdrawExpert,
} from '../../src/stores/catalog/studio/index.ts';
import { signUp, useTestApp } from '../api/helpers.ts';
import { createAppFetch } from '../support/app-fetch.ts';
import { SETTLED } from '../support/eventually.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalog(t), 180_000);

interface Browser {
  wire: ReturnType<typeof createAppFetch>;
  client: ReturnType<typeof createApiClient>;
}

/** A browser signed in as `email`: its own cookie jar, and the CSRF token its sign-in handed out. */
async function browserFor(email: string, password: string): Promise<Browser> {
  const wire = createAppFetch(t.app);
  const client = createApiClient({ baseURL: 'http://localhost', fetch: wire.fetch });
  const answer = await wire.fetch('http://localhost/api/public/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return { wire, client };
}

/** The stores now speak for this browser (one page at a time, as in a tab). */
function use(browser: Browser): void {
  clearQueryCache();
  useStudioApi(browser.client);
  writeCsrfToken(browser.wire.cookies.get('ae_csrf'));
}

/** Keeps a store mounted (so it fetches and refetches) until the test ends. */
const mounted: Array<() => void> = [];
function mount(store: { listen(listener: () => void): () => void }) {
  mounted.push(store.listen(() => {}));
}

let toasts: ShownToast[];
let stopToasts: () => void;
beforeEach(() => {
  toasts = [];
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  for (const stop of mounted.splice(0)) stop();
});

const REQUEST = {
  slug: `tess-${Date.now().toString(36)}`,
  display_name: 'Tess Builder',
  headline: 'Careful tools for people living with IBD',
  bio: 'Tess is a dietitian who has worked with Crohn’s patients for nine years.',
  motivation: 'I want to publish a flare-day meal planner for the Crohn’s companion site.',
  country: 'US',
  locale: 'en' as const,
};

const DRAFT: ExpertFields = {
  name: 'Flare Day Meal Planner',
  headline: 'Gentle meal plans for flare days, built around what you tolerate.',
  description: 'Too short for review.',
  locale: 'en',
  languages: ['en'],
  category: 'health',
  tags: [],
  tenants: ['crohns'],
  human_review: true,
  starters: [],
  price: { model: 'free', amount: 0 },
};
const LONG_DESCRIPTION =
  'Tell it which foods you tolerate during a flare and which you avoid. It drafts three gentle days of meals with ' +
  'portion sizes, a shopping list and notes on hydration, and flags anything your care team should see first.';

let member: Browser;
let admin: Browser;
let expertId = '';

describe('becoming a creator', () => {
  beforeAll(async () => {
    const account = await signUp(t.app);
    member = await browserFor(account.email, account.password);
    admin = await browserFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('a member sees no request, and a request with a short bio names the field and stores nothing', async () => {
    use(member);
    mount($creatorStatus);
    await vi.waitFor(() => expect($creatorStatus.get().data).toEqual({ is_creator: false, profile: null, request: null }), SETTLED);
    const refused = await requestCreator({ ...REQUEST, bio: 'Too short.' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.failure.fields)).toEqual(['bio']);
    expect($creatorStatus.get().data?.request).toBeNull();
  });

  it('a request shows as pending at once; a second one is refused with the API’s message', async () => {
    use(member);
    mount($creatorStatus);
    await vi.waitFor(() => expect($creatorStatus.get().data?.request).toBeNull(), SETTLED);
    const sent = await requestCreator(REQUEST);
    expect(sent.ok).toBe(true);
    expect($creatorStatus.get().data?.request).toMatchObject({ status: 'pending', slug: REQUEST.slug, review_note: null });
    const again = await requestCreator(REQUEST);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.failure.general).toEqual(['Your creator request is waiting for review.']);
  });

  it('a member who is not an admin gets "not allowed" from the queue, with no error toast', async () => {
    use(member);
    mount($creatorRequestQueue);
    await vi.waitFor(() => expect($creatorRequestQueue.get().error).toBeDefined(), SETTLED);
    expect(isNotAllowed($creatorRequestQueue.get().error)).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('the admin rejects with a reason the member then sees; a new request is approved and makes a creator', async () => {
    use(admin);
    mount($creatorRequestQueue);
    await vi.waitFor(() => expect($creatorRequestQueue.get().data?.items.map((r) => r.slug)).toContain(REQUEST.slug), SETTLED);
    const pending = $creatorRequestQueue.get().data!.items.find((r) => r.slug === REQUEST.slug)!;
    expect(pending.applicant.email).toMatch(/@example\.test$/);
    const short = await rejectCreatorRequest(pending.id, 'no');
    expect(short.ok).toBe(false);
    if (!short.ok) expect(Object.keys(short.failure.fields)).toEqual(['reason']);
    expect((await rejectCreatorRequest(pending.id, 'Please add a link to your published work.')).ok).toBe(true);
    await vi.waitFor(() => expect($creatorRequestQueue.get().data?.items.map((r) => r.slug)).not.toContain(REQUEST.slug), SETTLED);

    use(member);
    mount($creatorStatus);
    await vi.waitFor(
      () =>
        expect($creatorStatus.get().data?.request).toMatchObject({
          status: 'rejected',
          review_note: 'Please add a link to your published work.',
        }),
      SETTLED,
    );
    expect((await requestCreator({ ...REQUEST, website: 'https://example.org/tess' })).ok).toBe(true);

    use(admin);
    mount($creatorRequestQueue);
    await vi.waitFor(() => expect($creatorRequestQueue.get().data?.items.map((r) => r.slug)).toContain(REQUEST.slug), SETTLED);
    const second = $creatorRequestQueue.get().data!.items.find((r) => r.slug === REQUEST.slug)!;
    expect((await approveCreatorRequest(second.id)).ok).toBe(true);
    const twice = await approveCreatorRequest(second.id);
    expect(twice.ok).toBe(false);

    use(member);
    mount($creatorStatus);
    await vi.waitFor(() => expect($creatorStatus.get().data?.is_creator).toBe(true), SETTLED);
    expect($creatorStatus.get().data?.profile?.slug).toBe(REQUEST.slug);
  });
});

describe('a creator’s expert, from draft to listed on one tenant', () => {
  it('creates a draft that then shows in the list', async () => {
    use(member);
    const created = await createExpert(DRAFT);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expertId = created.value.id;
    expect(created.value).toMatchObject({ status: 'draft', tenants: ['crohns'], human_review: true });
    mount($myExperts);
    await vi.waitFor(() => expect($myExperts.get().data?.items.map((e) => e.id)).toEqual([expertId]), SETTLED);
  });

  it('a refused submit names description and starters, and leaves the draft exactly as it was', async () => {
    use(member);
    $editedExpertId.set(expertId);
    mount($editedExpert);
    await vi.waitFor(() => expect($editedExpert.get().data?.id).toBe(expertId), SETTLED);
    const before = $editedExpert.get().data!;
    const refused = await submitExpert(expertId);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.failure.fields).sort()).toEqual(['description', 'starters']);
    expect(toasts.map((toast) => toast.kind)).toEqual(['error']);
    clearQueryCache();
    mount($editedExpert);
    await vi.waitFor(() => expect($editedExpert.get().data).toEqual(before), SETTLED);
  });

  it('a completed draft goes to review, and is not editable there', async () => {
    use(member);
    const saved = await saveExpert(expertId, { description: LONG_DESCRIPTION, starters: ['Plan three gentle days for me.'] });
    expect(saved.ok).toBe(true);
    const submitted = await submitExpert(expertId);
    expect(submitted.ok && submitted.value.status).toBe('in_review');
    const locked = await saveExpert(expertId, { name: 'Renamed while in review' });
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.failure.general).toEqual(['Only drafts can be changed this way. Withdraw the listing to draft first.']);
  });

  it('the admin sends it back with a reason; resubmitted and approved, it is listed on crohns only', async () => {
    use(admin);
    mount($listingQueue);
    await vi.waitFor(() => expect($listingQueue.get().data?.items.map((e) => e.id)).toContain(expertId), SETTLED);
    expect((await rejectListing(expertId, 'Say which foods it never suggests.')).ok).toBe(true);

    use(member);
    $editedExpertId.set(expertId);
    mount($editedExpert);
    await vi.waitFor(
      () => expect($editedExpert.get().data).toMatchObject({ status: 'draft', review_note: 'Say which foods it never suggests.' }),
      SETTLED,
    );
    expect((await saveExpert(expertId, { description: `${LONG_DESCRIPTION} It never suggests raw vegetables.` })).ok).toBe(true);
    expect((await submitExpert(expertId)).ok).toBe(true);

    use(admin);
    mount($listingQueue);
    await vi.waitFor(() => expect($listingQueue.get().data?.items.map((e) => e.id)).toContain(expertId), SETTLED);
    const approved = await approveListing(expertId);
    expect(approved.ok && approved.value.status).toBe('published');

    const slug = approved.ok ? approved.value.slug : '';
    expect((await visitor(t, 'crohns').get(`/api/experts/${slug}`)).status).toBe(200);
    expect((await visitor(t, 'ntsb').get(`/api/experts/${slug}`)).status).toBe(404);
    const onNtsb = await (await visitor(t, 'ntsb').get('/api/experts?search=Flare+Day+Meal+Planner')).json();
    expect(onNtsb.data.map((card: { slug: string }) => card.slug)).not.toContain(slug);
  });

  it('withdrawing a published listing takes it back to draft and off the site', async () => {
    use(member);
    const withdrawn = await withdrawExpert(expertId);
    expect(withdrawn.ok && withdrawn.value.status).toBe('draft');
    const slug = withdrawn.ok ? withdrawn.value.slug : '';
    expect((await visitor(t, 'crohns').get(`/api/experts/${slug}`)).status).toBe(404);
  });
});
