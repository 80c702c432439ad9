/**
 * What a person does with an agent's answer in a chat (issue 24): stop it while it is written (cancels its run; the
 * answer keeps the text it had) or retry it when it failed (the run goes on from its failed step, streaming the
 * answer again in place). The answer names its run in `meta.run_id`; only the run's owner may steer it.
 */
import { attempt, type Outcome } from '../attempt.ts';
import { runsApi } from './clients.ts';

export function runOfAnswer(meta: Record<string, unknown>): string | null {
  return typeof meta.run_id === 'string' ? meta.run_id : null;
}

export function stopAnswer(runId: string): Promise<Outcome<unknown>> {
  return attempt('cancelRun', () => runsApi.cancelRun({ params: { id: runId }, body: {} }), { domain: 'runs' });
}

export function retryAnswer(runId: string): Promise<Outcome<unknown>> {
  return attempt('retryRun', () => runsApi.retryRun({ params: { id: runId }, body: {} }), { domain: 'runs' });
}
