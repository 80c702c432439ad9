/**
 * A new creator, approved by the admin, with one published expert built through the API: for specs whose journey
 * starts once an expert exists (the review queue, rating, the protocol workbench, moderation). The studio and the
 * wizard build theirs through the site in their own specs.
 */
import { expect, type BrowserContext } from '@playwright/test';
import { seedProtocolContent } from '../../../server/features/protocols/seed-step.ts';
import { createVerifiedAccount, csrfHeader } from './account.ts';

export async function post(context: BrowserContext, path: string, data: unknown, status = 200) {
  const answer = await context.request.post(path, { data, headers: await csrfHeader(context) });
  expect(answer.status(), await answer.text()).toBe(status);
  return ((await answer.json()) as { data: { id: string; slug: string } }).data;
}

export interface ExpertOptions {
  name: string;
  /** The answer waits for the creator's review before the asker reads it. */
  review: boolean;
  price: { model: 'free' | 'per_run'; amount: number };
  /** The knowledge file the answers quote (markdown). */
  guide?: string;
  /** The sites it is listed on besides main (crohns by default). */
  tenants?: string[];
}

export async function publishedExpert(creator: BrowserContext, admin: BrowserContext, options: ExpertOptions) {
  await createVerifiedAccount(creator);
  const suffix = Date.now().toString(36);
  const request = await post(
    creator,
    '/api/creator/request',
    {
      slug: `brine-${suffix}`,
      display_name: 'Bea Brine',
      headline: 'Careful guides for home fermentation',
      bio: 'Bea taught fermentation classes for ten years and writes guides for cooks who start at home.',
      motivation: 'I want to publish a pickling guide whose answers I check before people read them.',
      country: 'US',
      locale: 'en',
    },
    201,
  );
  await post(admin, `/api/admin/creator-requests/${request.id}/approve`, {});
  const expert = await post(
    creator,
    '/api/creator/experts',
    {
      name: options.name,
      headline: 'Answers questions about brining vegetables at home.',
      description:
        'Ask it how to brine cucumbers, carrots or cabbage at home. It answers from a short guide on salt, time ' +
        'and jars, and every answer is checked by its creator before you read it.',
      locale: 'en',
      languages: ['en'],
      category: 'nutrition',
      tags: ['meal-planning'],
      tenants: options.tenants ?? ['crohns'],
      price: options.price,
      starters: ['How much salt does a brine take?'],
    },
    201,
  );
  const file = await creator.request.post(`/api/creator/knowledge-files?file_name=guide.md&expert_id=${expert.id}`, {
    data: Buffer.from(options.guide ?? '# Brine\n\nBrine needs salt and patience; taste the brine daily.'),
    headers: { ...(await csrfHeader(creator)), 'content-type': 'text/markdown' },
  });
  expect(file.status(), await file.text()).toBe(201);
  const version = await post(
    creator,
    `/api/creator/experts/${expert.id}/protocol/versions`,
    { content: seedProtocolContent(options.review) },
    201,
  );
  await post(creator, `/api/creator/protocol-versions/${version.id}/publish`, {});
  await post(creator, `/api/creator/experts/${expert.id}/submit`, {});
  await post(admin, `/api/admin/experts/${expert.id}/approve`, {});
  return expert;
}
