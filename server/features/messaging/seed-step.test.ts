import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../../tests/api/helpers.ts';
import { DEMO_ACCOUNT, ensureDemoAccount } from '../../core/demo-accounts.ts';
import { seedCatalog } from '../catalog/seed-step.ts';
import { seedMessaging } from './seed-step.ts';

const t = useTestApp();

describe('messaging seed step', () => {
  it('gives the demo member a living inbox once: a direct chat, a group with a thread, a broadcast and unread news', async () => {
    await ensureDemoAccount(t.db, DEMO_ACCOUNT);
    expect(await seedMessaging(t.db)).toBeNull(); // the catalog's people are not there yet
    await seedCatalog(t.db);
    expect(await seedMessaging(t.db)).toEqual({ conversations: 3, messages: 12 });
    expect(await seedMessaging(t.db)).toBeNull();

    const demo = await signIn(t.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const list = (await (await demo.get('/api/conversations')).json()) as {
      data: { id: string; kind: string; title: string | null; unread_count: number; members: { name: string }[] }[];
    };
    const byKind = Object.fromEntries(list.data.map((conversation) => [conversation.kind, conversation]));
    expect(Object.keys(byKind).sort()).toEqual(['broadcast', 'direct', 'group']);
    expect(byKind.direct!.members.map((member) => member.name)).toContain('Priya Raman');
    expect(byKind.direct!.unread_count).toBe(1);
    expect(byKind.group!.title).toBe('IBD meal-prep circle');
    expect(byKind.group!.unread_count).toBe(2);
    expect(byKind.broadcast!.unread_count).toBe(1);

    const group = (await (await demo.get(`/api/conversations/${byKind.group!.id}/messages`)).json()) as {
      data: { body: string; reply_count: number; reactions: { emoji: string; count: number }[] }[];
    };
    expect(group.data).toHaveLength(4);
    expect(group.data[0]!.reactions).toEqual([expect.objectContaining({ emoji: '👍', count: 3 })]);
    expect(group.data[1]!.reply_count).toBe(2);

    const counts = (await (await demo.get('/api/notifications/counts')).json()) as { data: Record<string, number> };
    expect(counts.data.unread).toBe(3);

    // The seeded broadcast stays read-only for the demo member.
    const post = await demo.post(`/api/conversations/${byKind.broadcast!.id}/messages`, { body: 'Hello' });
    expect(post.status).toBe(403);
  }, 180_000);
});
