/**
 * Status notes for platform admins, on the status page: write an incident or maintenance note, edit an open one,
 * resolve it (it ends now). Hydrated only for a signed-in visitor, and shown only when the API says this person may write
 * status notes; everyone else sees the public board alone.
 */
import { type FormEvent, useState } from 'react';
import { STATUS_NOTE_KINDS } from '../../../contract/status/constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../lib/errors/form-failure.ts';
import { $status, type StatusNoteView } from '../../stores/status/index.ts';
import { $canWriteNotes, createNote, editNote, type NoteFields, resolveNote } from '../../stores/status/notes.ts';
import { Button, ErrorList, SelectField, TextAreaField, TextField } from '../ui/controls.tsx';
import type { Outcome } from '../../stores/attempt.ts';
import { useIslandStore } from '../ui/use-island-store.ts';

export const STATUS_NOTES_ADMIN_MESSAGES = ['status.admin.', 'status.board.kind.', 'form.'] as const;

function NoteForm({
  initial,
  kind,
  submitLabel,
  save,
  onDone,
}: {
  initial: NoteFields;
  kind?: { value: string; set: (value: string) => void };
  submitLabel: string;
  save: (fields: NoteFields) => Promise<Outcome<unknown>>;
  onDone: () => void;
}) {
  const t = useT();
  const [fields, setFields] = useState(initial);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await save({ title: fields.title.trim(), body: fields.body.trim() });
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setFailure(NO_FAILURE);
    onDone();
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={submitLabel}>
      <ErrorList messages={failure.general} />
      {kind && (
        <SelectField label={t('status.admin.kind')} value={kind.value} onValue={kind.set}>
          {STATUS_NOTE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`status.board.kind.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('status.admin.title')}
        value={fields.title}
        onValue={(title) => setFields((current) => ({ ...current, title }))}
        error={failure.fields.title}
        required
        maxLength={120}
      />
      <TextAreaField
        label={t('status.admin.body')}
        value={fields.body}
        onValue={(body) => setFields((current) => ({ ...current, body }))}
        error={failure.fields.body}
        required
        maxLength={2000}
        rows={4}
      />
      <div className="ui-row">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function OpenNote({ note }: { note: StatusNoteView }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState('');
  return (
    <li className="status-board__note" data-kind={note.kind} data-note-id={note.id}>
      <h3>{note.title}</h3>
      {editing ? (
        <NoteForm
          initial={{ title: note.title, body: note.body }}
          submitLabel={t('status.admin.saveNamed', { title: note.title })}
          save={(fields) => editNote(note.id, fields)}
          onDone={() => {
            setEditing(false);
            setDone(t('status.admin.saved'));
          }}
        />
      ) : (
        <div className="ui-row">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={t('status.admin.editNamed', { title: note.title })}
          >
            {t('status.admin.edit')}
          </Button>
          <Button
            size="sm"
            onClick={async () => {
              const outcome = await resolveNote(note.id);
              if (outcome.ok) setDone(t('status.admin.resolved'));
            }}
            aria-label={t('status.admin.resolveNamed', { title: note.title })}
          >
            {t('status.admin.resolve')}
          </Button>
        </div>
      )}
      <p role="status">{done}</p>
    </li>
  );
}

function StatusNotesAdmin() {
  const t = useT();
  const allowed = useIslandStore($canWriteNotes).data === true;
  const status = useIslandStore($status);
  const [kind, setKind] = useState<string>('incident');
  const [written, setWritten] = useState(0);
  const [announce, setAnnounce] = useState('');
  if (!allowed) return null;
  const open = (status.data?.notes ?? []).filter((note) => note.ends_at === null || new Date(note.ends_at) > new Date());
  return (
    <section className="status-board__notes status-admin" aria-labelledby="status-admin-heading">
      <h2 id="status-admin-heading">{t('status.admin.heading')}</h2>
      <NoteForm
        key={written}
        initial={{ title: '', body: '' }}
        kind={{ value: kind, set: setKind }}
        submitLabel={t('status.admin.publish')}
        save={(fields) => createNote(kind as StatusNoteView['kind'], fields)}
        onDone={() => {
          setWritten((count) => count + 1);
          setAnnounce(t('status.admin.published'));
        }}
      />
      <p role="status">{announce}</p>
      <h3>{t('status.admin.openHeading')}</h3>
      {open.length === 0 ? (
        <p className="muted">{t('status.admin.noOpen')}</p>
      ) : (
        <ul>
          {open.map((note) => (
            <OpenNote key={`${note.id}-${note.title}-${note.body}`} note={note} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default withI18n(StatusNotesAdmin);
