/**
 * Lists loaded while the events stream runs. A list answer is a snapshot of the moment the server read it; an event
 * that arrives while the answer is on its way is applied to the old list and then overwritten when the answer lands.
 * So events that arrive while a snapshot loads are held and applied again once every load has landed. Applying
 * them again must change nothing the first time did not (chat.ts's applyEvent with `replay`): the list keeps the
 * newest state either way. Deltas are not replayed (they append), nor events that only trigger a reload. A page's
 * first snapshots also wait for the stream to settle (events.ts firstStreamSettled), so nothing falls between them.
 */
import type { StreamEvent } from '../../../contract/messaging/events.ts';
import { firstStreamSettled } from './events.ts';

const REPLAYED: ReadonlySet<StreamEvent['type']> = new Set([
  'message.created',
  'message.updated',
  'message.completed',
  'message.failed',
  'message.deleted',
  'reaction.changed',
  'receipt',
]);

let loading = 0;
const held: StreamEvent[] = [];

/** Notes an event that arrived while a snapshot loads, to apply again after it. */
export function holdDuringSnapshot(event: StreamEvent): void {
  if (loading > 0 && REPLAYED.has(event.type)) held.push(event);
}

/** Runs `load` as a snapshot; once no snapshot is loading, the events held meanwhile go to `replay`. */
export async function snapshot<T>(load: () => Promise<T>, replay: (event: StreamEvent) => void): Promise<T> {
  loading += 1;
  try {
    // The page's first reads wait for the stream (briefly): what changes after the read then arrives as an event.
    await firstStreamSettled();
    return await load();
  } finally {
    loading -= 1;
    if (loading === 0) for (const event of held.splice(0)) replay(event);
  }
}
