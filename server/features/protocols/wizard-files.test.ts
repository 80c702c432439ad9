/**
 * Knowledge files are their owner's (issue 28, finding 1): a wizard draft may name only the caller's own files, and
 * the wizard's preview quotes only the caller's own files even when a draft names someone else's (a draft saved
 * before the check existed). Before, any account could store another creator's file id (run citations carry them)
 * and read its passages back through the preview, keyword by keyword.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { approvedCreator, seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { wizardDrafts } from './schema.ts';

const t = useTestApp();
const SECRET = 'Zanzibar brine ratio is seventeen grams per litre for the unpublished pickle protocol.';
let creator: Awaited<ReturnType<typeof approvedCreator>>;
let secretFileId: string;

async function upload(client: TestClient, name: string, text: string): Promise<string> {
  const response = await client.request('POST', `/api/creator/knowledge-files?file_name=${name}`, {
    body: new TextEncoder().encode(text),
    headers: { 'content-type': 'text/markdown' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data.id as string;
}

beforeAll(async () => {
  await seedTestCatalog(t);
  creator = await approvedCreator(t, await signInAdmin(t));
  secretFileId = await upload(creator.client, 'pickles.md', `# Brine\n\n${SECRET}`);
}, 180_000);

const QUESTION = 'What is the zanzibar brine ratio?';
const preview = (client: TestClient) => client.post('/api/wizard/preview', { message: QUESTION, input: { goal: QUESTION } });

describe("another creator's knowledge file", () => {
  it('cannot be named in a wizard draft: 404 KNOWLEDGE_FILE_NOT_FOUND, and the draft keeps what it had', async () => {
    const mallory = await signedInUser(t.app);
    const own = await upload(mallory.client, 'mine.md', '# Mine\n\nMy own notes about zanzibar.');
    expect(
      (await mallory.client.request('PUT', '/api/wizard/steps/project-files', { json: { answers: { file_ids: [own] } } })).status,
    ).toBe(200);
    await expectError(
      await mallory.client.request('PUT', '/api/wizard/steps/project-files', { json: { answers: { file_ids: [own, secretFileId] } } }),
      404,
      'KNOWLEDGE_FILE_NOT_FOUND',
    );
    const draft = (await (await mallory.client.get('/api/wizard')).json()).data;
    expect(draft.answers['project-files']).toEqual({ file_ids: [own] });
    const text = await (await preview(mallory.client)).text();
    expect(text).toContain('My own notes about zanzibar.');
    expect(text).not.toContain('seventeen grams');
  });

  it('is never quoted by the preview, even when a stored draft names it', async () => {
    const mallory = await signedInUser(t.app);
    expect((await mallory.client.request('PUT', '/api/wizard/steps/project-info', { json: { answers: { name: 'Pickles' } } })).status).toBe(
      200,
    );
    const [row] = await t.db.select().from(wizardDrafts).where(eq(wizardDrafts.userId, mallory.userId));
    await t.db
      .update(wizardDrafts)
      .set({ answers: { ...row!.answers, 'project-files': { file_ids: [secretFileId] } } })
      .where(eq(wizardDrafts.userId, mallory.userId));
    const answered = await preview(mallory.client);
    expect(answered.status).toBe(200);
    expect(await answered.text()).not.toContain('seventeen grams');
    // Its owner's own preview still quotes it.
    expect(
      (await creator.client.request('PUT', '/api/wizard/steps/project-files', { json: { answers: { file_ids: [secretFileId] } } })).status,
    ).toBe(200);
    expect(await (await preview(creator.client)).text()).toContain('seventeen grams');
  });
});
