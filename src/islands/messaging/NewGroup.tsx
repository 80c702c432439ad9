/**
 * "New group" in the conversation list: a group (everyone posts) or a broadcast (the owner and staff post, the
 * others read), its title and the people in it. People who do not let others add them directly are invited.
 */
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { createGroup } from '../../stores/messaging/groups.ts';
import { Button, ErrorList, TextField } from '../ui/controls.tsx';
import { type Chosen, PeoplePicker } from './PeoplePicker.tsx';

export function NewGroup({ onOpened }: { onOpened: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'group' | 'broadcast'>('group');
  const [title, setTitle] = useState('');
  const [people, setPeople] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <div className="ws-new-group">
        <Button type="button" size="sm" variant="secondary" aria-expanded="false" onClick={() => setOpen(true)}>
          {t('messaging.groups.new')}
        </Button>
      </div>
    );

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: t('messaging.groups.titleRequired') });
      return;
    }
    setBusy(true);
    const outcome = await createGroup({ kind, title: title.trim(), memberIds: people.map((person) => person.user_id) });
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.fields);
      setGeneral(outcome.failure.general);
      return;
    }
    const invited = outcome.value.invited.length;
    notify.success(invited > 0 ? t('messaging.groups.createdInvited', { count: invited }) : t('messaging.groups.created'));
    setOpen(false);
    setTitle('');
    setPeople([]);
    setErrors({});
    setGeneral([]);
    onOpened();
  }

  return (
    <form className="ws-new-group ui-stack" onSubmit={create} noValidate aria-label={t('messaging.groups.form')}>
      <ErrorList messages={general} />
      <fieldset className="ui-fieldset">
        <legend className="ui-field__label">{t('messaging.groups.kind')}</legend>
        {(['group', 'broadcast'] as const).map((value) => (
          <div key={value} className="ui-check">
            <input
              className="ui-check__input"
              type="radio"
              id={`new-group-${value}`}
              name="kind"
              checked={kind === value}
              onChange={() => setKind(value)}
              aria-describedby={`new-group-${value}-hint`}
            />
            <div className="ui-check__text">
              <label htmlFor={`new-group-${value}`}>{t(`messaging.groups.kind_${value}`)}</label>
              <p className="ui-check__hint" id={`new-group-${value}-hint`}>
                {t(`messaging.groups.kindHint_${value}`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <TextField
        label={t('messaging.groups.title')}
        name="title"
        value={title}
        onValue={setTitle}
        error={errors.title}
        required
        maxLength={120}
      />
      <PeoplePicker chosen={people} onChosen={setPeople} />
      {errors.member_ids && <p className="ui-field__error">{errors.member_ids}</p>}
      <div className="ui-row">
        <Button type="submit" size="sm" busy={busy}>
          {t('messaging.groups.create')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('messaging.groups.cancel')}
        </Button>
      </div>
    </form>
  );
}
