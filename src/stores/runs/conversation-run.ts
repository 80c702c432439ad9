/**
 * The run beside a conversation (/messaging-v2): the newest run that answers in the open conversation, whoever of
 * its members started it (an @mention), with its steps. It follows the run progress events of the events stream (`run.step` when a step starts or ends,
 * `run.finished`): a step in the event is applied at once, then the run is read again for the rest (outputs,
 * counts), so the panel moves live without polling. A run that starts in this conversation (a mention) replaces
 * the one shown. The server lists a conversation's runs to its members only, and sends them its progress events.
 */
import { atom } from 'nanostores';
import type { StreamEvent } from '../../../contract/messaging/events.ts';
import type { Run, RunStep } from '../../../contract/runs/entities.ts';
import { onEvent } from '../messaging/events.ts';
import { runsApi } from './clients.ts';

export type ConversationRunState = { conversationId: string; run: Run | null; state: 'loading' | 'ready' | 'error' };

export const $conversationRun = atom<ConversationRunState | null>(null);
/** The latest step change, worded by the panel for its polite live region. */
export const $runStepChange = atom<{ title: string; status: RunStep['status'] } | null>(null);

let unsubscribe: (() => void) | null = null;
let reading = 0;

async function readRun(conversationId: string, runId?: string): Promise<void> {
  const ticket = ++reading;
  try {
    let id = runId;
    if (!id) {
      const list = await runsApi.listMyRuns({ query: { conversation_id: conversationId, limit: 1, page: 1 } });
      id = list.items[0]?.id;
    }
    const run = id ? await runsApi.getRun({ params: { id } }) : null;
    // A newer read (or another conversation) won the race: drop this answer.
    if (ticket !== reading || $conversationRun.get()?.conversationId !== conversationId) return;
    $conversationRun.set({ conversationId, run, state: 'ready' });
  } catch {
    if (ticket === reading && $conversationRun.get()?.conversationId === conversationId)
      $conversationRun.set({ conversationId, run: $conversationRun.get()?.run ?? null, state: 'error' });
  }
}

/** Applies a progress event's step to the run shown (a new attempt is added, a known one updated). */
function applyStep(current: Run, step: NonNullable<Extract<StreamEvent, { type: 'run.step' }>['data']['step']>): Run {
  const known = current.steps.find((row) => row.id === step.id);
  const merged: RunStep = known
    ? { ...known, ...step }
    : {
        ...step,
        kind: 'answer',
        input: null,
        output: null,
        data: null,
        citations: [],
        provider: current.provider,
        model: null,
        tokens_in: 0,
        tokens_out: 0,
        cost: 0,
        error: null,
      };
  const steps = known ? current.steps.map((row) => (row.id === step.id ? merged : row)) : [...current.steps, merged];
  return { ...current, steps: steps.sort((a, b) => a.index - b.index) };
}

function onProgress(event: StreamEvent): void {
  if (event.type !== 'run.step' && event.type !== 'run.finished') return;
  const shown = $conversationRun.get();
  if (!shown) return;
  const data = event.data;
  const sameRun = shown.run?.id === data.run_id;
  if (!sameRun && data.conversation_id !== shown.conversationId) return;
  if (sameRun && shown.run && data.step) {
    $conversationRun.set({ ...shown, run: applyStep({ ...shown.run, status: data.status ?? shown.run.status }, data.step) });
  }
  if (data.step) $runStepChange.set({ title: data.step.title, status: data.step.status });
  void readRun(shown.conversationId, data.run_id);
}

/** Shows the viewer's run of this conversation and follows it; call again when another conversation opens. */
export function followConversationRun(conversationId: string | null): void {
  if (!unsubscribe) unsubscribe = onEvent(onProgress);
  if (!conversationId) {
    $conversationRun.set(null);
    return;
  }
  if ($conversationRun.get()?.conversationId === conversationId) return;
  $conversationRun.set({ conversationId, run: null, state: 'loading' });
  $runStepChange.set(null);
  void readRun(conversationId);
}
