/**
 * The platform admin's status notes (issue 27, item 3): write, edit and resolve incident and maintenance notes from
 * the status page. Whether the controls show is the API's decision (GET /api/status/note-permission, asked only by a
 * signed-in visitor); anything but a yes leaves the page the public board.
 */
import type { StatusNote } from '../../../contract/status/index.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { statusApi } from './clients.ts';

export const $canWriteNotes = createFetcherStore<boolean>(['status/can-write-notes'], {
  fetcher: () =>
    statusApi.getStatusNotePermission().then(
      (answer) => answer.can_write,
      () => false,
    ),
});

export interface NoteFields {
  title: string;
  body: string;
}

const options = { domain: 'status', codeFields: {} };

async function refreshed<T>(outcome: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const result = await outcome;
  if (result.ok) invalidateKeys((key) => key === 'status');
  return result;
}

export function createNote(kind: StatusNote['kind'], fields: NoteFields): Promise<Outcome<StatusNote>> {
  return refreshed(attempt('createStatusNote', () => statusApi.createStatusNote({ body: { kind, ...fields } }), options));
}

export function editNote(id: string, fields: NoteFields): Promise<Outcome<StatusNote>> {
  return refreshed(attempt('updateStatusNote', () => statusApi.updateStatusNote({ params: { id }, body: fields }), options));
}

export function resolveNote(id: string): Promise<Outcome<StatusNote>> {
  return refreshed(
    attempt('updateStatusNote', () => statusApi.updateStatusNote({ params: { id }, body: { ends_at: new Date().toISOString() } }), options),
  );
}
