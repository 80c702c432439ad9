/**
 * "Ask an expert" from the dashboard (issue 24): the question goes where every conversation with an expert lives, the
 * chat. It opens (or reuses) the person's conversation with the expert's agent and sends the question there; the
 * island then opens the chat, where the answer streams in with Stop and Retry, like a starter on the expert's page.
 */
import type { MyConversation } from '../../../contract/messaging/index.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { startWithStarter } from '../catalog/expert.ts';
import { catalogApi } from '../catalog/clients.ts';

export async function askInChat(slug: string, question: string): Promise<Outcome<MyConversation>> {
  const expert = await attempt('getExpert', () => catalogApi.getExpert({ params: { slug } }), {
    domain: 'catalog',
    codeFields: { EXPERT_NOT_FOUND: 'expert' },
  });
  if (!expert.ok) return expert;
  return startWithStarter(expert.value, question);
}
