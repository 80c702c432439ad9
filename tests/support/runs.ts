/** Test helpers of the runs feature: a creator's published expert (optionally review-gated), and waiting for runs. */
import { expect } from 'vitest';
import type { TenantId } from '../../contract/tenants.ts';
import type { TestClient, TestContext } from '../api/helpers.ts';
import { eventually } from './eventually.ts';
import { approvedCreator, expertBody } from './catalog.ts';
import { seedProtocolContent } from '../../server/features/protocols/seed-step.ts';

export interface PublishedExpert {
  creator: Awaited<ReturnType<typeof approvedCreator>>;
  expert: { id: string; slug: string; name: string };
}

async function ok(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()).data;
}

/**
 * A new creator's expert with the seeded two-step protocol (its answer review-gated when `review`), listed on
 * `tenants`, a knowledge file holding `knowledge`, published by the admin. `publish: false` leaves it in review.
 * `price`: the listing's price; free unless given (tests about money give one). `creator`: whose expert it is.
 */
export async function publishedExpert(
  t: TestContext,
  admin: TestClient,
  options: {
    review?: boolean;
    tenants?: TenantId[];
    knowledge?: string;
    publish?: boolean;
    price?: { model: 'free' | 'per_run' | 'subscription'; amount: number };
    /** Another expert of this creator (a new approved creator otherwise). */
    creator?: PublishedExpert['creator'];
  } = {},
): Promise<PublishedExpert> {
  const creator = options.creator ?? (await approvedCreator(t, admin));
  const name = `Pickle Advisor ${Math.random().toString(36).slice(2, 8)}`;
  const expert = await ok(
    await creator.client.post(
      '/api/creator/experts',
      expertBody({ name, tenants: options.tenants ?? ['crohns'], price: options.price ?? { model: 'free', amount: 0 } }),
    ),
    201,
  );
  const file = await creator.client.request('POST', `/api/creator/knowledge-files?file_name=guide.md&expert_id=${expert.id}`, {
    body: new TextEncoder().encode(`# Brine\n\n${options.knowledge ?? 'Brine needs salt and patience; taste the brine daily.'}`),
    headers: { 'content-type': 'text/markdown' },
  });
  expect(file.status).toBe(201);
  const version = await ok(
    await creator.client.post(`/api/creator/experts/${expert.id}/protocol/versions`, {
      content: seedProtocolContent(options.review ?? false),
    }),
    201,
  );
  await ok(await creator.client.post(`/api/creator/protocol-versions/${version.id}/publish`, {}));
  await ok(await creator.client.post(`/api/creator/experts/${expert.id}/submit`, {}));
  if (options.publish !== false) await ok(await admin.post(`/api/admin/experts/${expert.id}/approve`, {}));
  return { creator, expert: { id: expert.id, slug: expert.slug, name } };
}

export interface RunView {
  id: string;
  status: string;
  conversation_id: string | null;
  output: { markdown: string; html: string } | null;
  steps: Array<{ step_id: string; status: string; output: { markdown: string } | null; citations: unknown[] }>;
  review_items: Array<{ id: string; status: string; action_request: { action: string; args: Record<string, unknown> } }>;
}

/** Reads the run until its status is one of `statuses`. */
export function runUntil(client: TestClient, id: string, statuses: string[]): Promise<RunView> {
  return eventually(`run ${id} reaches ${statuses.join('/')}`, async () => {
    const response = await client.get(`/api/runs/${id}`);
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { data: RunView };
    return statuses.includes(body.data.status) ? body.data : undefined;
  });
}
