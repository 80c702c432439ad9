/**
 * Moderation (issue 27, item 3): a member reports a review and the admin sees who reported it, why and when, then
 * removes it with a reason; the admin suspends a listing with a reason the creator's listing carries and reinstates
 * it; status notes are written and resolved. Each action is one line in the admin-only audit list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin, signInDemo, visitor } from '../../../tests/support/catalog.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalog(t), 180_000);

interface AuditLine {
  actor: { name: string };
  action: string;
  target: { type: string; id: string; label: string };
  reason: string | null;
}

async function audit(): Promise<AuditLine[]> {
  const admin = await signInAdmin(t);
  const response = await admin.get('/api/admin/audit?limit=50');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: AuditLine[] }).data;
}

describe('moderation: reported reviews, suspensions, status notes, audit', () => {
  it('shows each report with its reason, reporter and time; removing with a reason is audited', async () => {
    const page = await visitor(t).get('/api/experts?limit=20&sort=rating');
    const slugs = ((await page.json()) as { data: Array<{ slug: string }> }).data.map((card) => card.slug);
    let reviewId: string | undefined;
    for (const slug of slugs) {
      const reviews = (await (await visitor(t).get(`/api/experts/${slug}/reviews`)).json()) as { data: Array<{ id: string }> };
      reviewId = reviews.data[0]?.id;
      if (reviewId) break;
    }
    expect(reviewId).toBeDefined();
    const member = await signInDemo(t);
    const reported = await member.post(`/api/reviews/${reviewId}/reports`, { reason: 'spam', note: 'Advertises a shop' });
    expect(reported.status).toBeLessThan(300);

    const admin = await signInAdmin(t);
    const list = (await (await admin.get('/api/admin/review-reports')).json()) as {
      data: Array<{
        review: { id: string };
        reports: Array<{ reason: string; note: string | null; reporter_name: string; created_at: string }>;
      }>;
    };
    const item = list.data.find((entry) => entry.review.id === reviewId)!;
    expect(item.reports).toHaveLength(1);
    expect(item.reports[0]).toMatchObject({ reason: 'spam', note: 'Advertises a shop' });
    expect(item.reports[0]!.reporter_name.length).toBeGreaterThan(0);

    const short = await admin.post(`/api/admin/reviews/${reviewId}/resolve`, { action: 'remove', reason: 'no' });
    await expectError(short, 422, 'VALIDATION_ERROR');
    const removed = await admin.post(`/api/admin/reviews/${reviewId}/resolve`, { action: 'remove', reason: 'Advertising, not a review' });
    expect(removed.status).toBe(200);
    const after = (await (await admin.get('/api/admin/review-reports')).json()) as { data: Array<{ review: { id: string } }> };
    expect(after.data.some((entry) => entry.review.id === reviewId)).toBe(false);

    const line = (await audit()).find((entry) => entry.target.id === reviewId);
    expect(line).toMatchObject({ action: 'review.remove', target: { type: 'review' }, reason: 'Advertising, not a review' });
    expect(line!.actor.name.length).toBeGreaterThan(0);
  });

  it('suspends with a reason the listing carries, reinstates, and audits both; a member may not suspend or read the audit', async () => {
    const admin = await signInAdmin(t);
    const listings = (await (await admin.get('/api/admin/experts?status=published&limit=1')).json()) as {
      data: Array<{ id: string; name: string }>;
    };
    const expert = listings.data[0]!;
    const member = (await signedInUser(t.app)).client;
    await expectError(await member.post(`/api/admin/experts/${expert.id}/suspend`, { reason: 'Not an admin' }), 403, 'FORBIDDEN');
    await expectError(await member.get('/api/admin/audit'), 403, 'FORBIDDEN');

    const suspended = await admin.post(`/api/admin/experts/${expert.id}/suspend`, { reason: 'Gives dosing advice without review' });
    expect(suspended.status).toBe(200);
    expect((await suspended.json()).data).toMatchObject({ status: 'suspended', review_note: 'Gives dosing advice without review' });
    await expectError(await admin.post(`/api/admin/experts/${expert.id}/suspend`, { reason: 'Twice over' }), 409, 'EXPERT_STATUS_CONFLICT');
    const reinstated = await admin.post(`/api/admin/experts/${expert.id}/reinstate`, {});
    expect((await reinstated.json()).data).toMatchObject({ status: 'published', review_note: null });

    const lines = (await audit()).filter((entry) => entry.target.id === expert.id);
    // Newest first; the refused second suspension left no line.
    expect(lines.map((entry) => [entry.action, entry.reason, entry.target.label])).toEqual([
      ['expert.reinstate', null, expert.name],
      ['expert.suspend', 'Gives dosing advice without review', expert.name],
    ]);
  });

  it('writes, edits and resolves a status note, each audited; only the admin is told they may write', async () => {
    const member = (await signedInUser(t.app)).client;
    expect((await (await member.get('/api/status/note-permission')).json()).data).toEqual({ can_write: false });
    const admin = await signInAdmin(t);
    expect((await (await admin.get('/api/status/note-permission')).json()).data).toEqual({ can_write: true });
    const created = await admin.post('/api/admin/status/notes', {
      kind: 'incident',
      title: 'Slow answers',
      body: 'Answers take longer than usual.',
    });
    expect(created.status).toBe(201);
    const note = (await created.json()).data as { id: string };
    expect((await admin.patch(`/api/admin/status/notes/${note.id}`, { body: 'We found the cause.' })).status).toBe(200);
    const resolved = await admin.patch(`/api/admin/status/notes/${note.id}`, { ends_at: new Date().toISOString() });
    expect((await resolved.json()).data.ends_at).not.toBeNull();
    const lines = (await audit()).filter((entry) => entry.target.id === note.id);
    expect(lines.map((entry) => entry.action)).toEqual(['status_note.resolve', 'status_note.update', 'status_note.create']);
  });
});
