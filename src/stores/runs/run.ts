/**
 * One run started from the page: ask an expert, follow the run until it answers, waits for input or for a
 * reviewer, and give the input it asks for. The run is read again while it is queued or running.
 */
import type { Run } from '../../../contract/runs/entities.ts';
import { atom } from 'nanostores';
import { attempt, type Outcome } from '../attempt.ts';
import { catalogApi } from '../catalog/clients.ts';
import { runsApi } from './clients.ts';
import { isMoving, refreshTasks } from './tasks.ts';

export const $currentRun = atom<Run | null>(null);
const POLL_MS = 1000;
let timer: ReturnType<typeof setTimeout> | undefined;

function follow(run: Run): void {
  $currentRun.set(run);
  clearTimeout(timer);
  if (!isMoving(run.status)) {
    refreshTasks();
    return;
  }
  timer = setTimeout(async () => {
    const next = await attempt('getRun', () => runsApi.getRun({ params: { id: run.id } }), { domain: 'runs' });
    if (next.ok) follow(next.value);
  }, POLL_MS);
}

/**
 * The ask not answered yet, with its client id: asking the same again after a failure (a connection lost before the
 * answer came) sends the same id, so a start that did reach the server is answered, not made twice.
 */
let unanswered: { ask: string; clientId: string } | null = null;

export async function askExpert(expert: string, message: string): Promise<Outcome<Run>> {
  const ask = `${expert}\n${message}`;
  const clientId = unanswered?.ask === ask ? unanswered.clientId : crypto.randomUUID();
  unanswered = { ask, clientId };
  const outcome = await attempt('startRun', () => runsApi.startRun({ body: { expert, message, client_id: clientId } }), {
    domain: 'runs',
    codeFields: { EXPERT_NOT_FOUND: 'expert' },
  });
  if (outcome.ok) {
    unanswered = null;
    follow(outcome.value);
  }
  return outcome;
}

export async function answerRun(run: Run, input: Record<string, unknown>): Promise<Outcome<Run>> {
  const outcome = await attempt('provideRunInput', () => runsApi.provideRunInput({ params: { id: run.id }, body: { input } }), {
    domain: 'runs',
  });
  if (outcome.ok) follow(outcome.value);
  return outcome;
}

export async function retryRun(run: Run): Promise<Outcome<Run>> {
  const outcome = await attempt('retryRun', () => runsApi.retryRun({ params: { id: run.id }, body: {} }), { domain: 'runs' });
  if (outcome.ok) follow(outcome.value);
  return outcome;
}

/**
 * The listing name of the expert a link names (`?expert=<slug>`), so the picker shows the name a person knows,
 * not the address; null when it cannot be read (the slug stays the choice, and starting the run says why).
 */
export async function linkedExpertName(slug: string): Promise<string | null> {
  // Quietly: a label needs no toast; starting a run with an unknown slug reports it where the person acts.
  try {
    return (await catalogApi.getExpert({ params: { slug } })).name;
  } catch {
    return null;
  }
}

export function stopFollowing(): void {
  clearTimeout(timer);
  $currentRun.set(null);
}
