/**
 * Ask an expert from the personal dashboard (offering the experts the person used, bookmarked, and the site's
 * featured ones): the question is sent in the person's chat with the expert, and the chat opens, where the answer
 * streams in (with Stop, Retry and its sources) and the conversation goes on. One place to talk to an expert.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n/react.tsx';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { $askChoices, type AskChoiceGroup } from '../../stores/runs/ask-choices.ts';
import { askInChat } from '../../stores/runs/ask-in-chat.ts';
import { linkedExpertName } from '../../stores/runs/run.ts';
import { Button, ErrorList, SelectField, TextField, useHydrated } from '../ui/controls.tsx';

export function AskExpert() {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const choices = useStore($askChoices);
  const [expert, setExpert] = useState('');
  const [fromLink, setFromLink] = useState<string | null>(null);
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('expert');
    if (!slug) return;
    setFromLink(slug);
    setExpert(slug);
    void linkedExpertName(slug).then(setLinkedName);
  }, []);

  // The experts the person used, bookmarked, and the site's featured ones (stores/runs/ask-choices.ts).
  const options = (choices.data ?? []).filter((choice) => choice.slug !== fromLink);
  const groups: AskChoiceGroup[] = ['used', 'bookmarked', 'featured'];

  async function ask() {
    if (!expert || !question.trim()) {
      setErrors([t('runs.ask.missing')]);
      return;
    }
    setBusy(true);
    const outcome = await askInChat(expert, question.trim());
    if (outcome.ok) {
      // Busy until the chat opens: a second press would send the question twice.
      window.location.assign(`${pathInLocale(locale, '/messaging-v1')}?conversation=${encodeURIComponent(outcome.value.id)}`);
      return;
    }
    setBusy(false);
    setErrors([...outcome.failure.general, ...Object.values(outcome.failure.fields)]);
  }

  return (
    <section className="runs-panel" aria-labelledby="runs-ask-title">
      <h2 id="runs-ask-title">{t('runs.ask.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <fieldset className="ui-stack runs-ask__fields" disabled={!hydrated || busy}>
          <SelectField id="runs-expert" label={t('runs.ask.expert')} value={expert} onValue={setExpert}>
            <option value="">{t('runs.ask.chooseExpert')}</option>
            {fromLink && <option value={fromLink}>{linkedName ?? fromLink}</option>}
            {groups.map((group) => {
              const inGroup = options.filter((o) => o.group === group);
              return inGroup.length === 0 ? null : (
                <optgroup key={group} label={t(`runs.ask.group.${group}`)}>
                  {inGroup.map((o) => (
                    <option key={o.slug} value={o.slug}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
          <TextField id="runs-question" label={t('runs.ask.question')} value={question} onValue={setQuestion} maxLength={4000} />
          <Button type="submit" busy={busy}>
            {t('runs.ask.submit')}
          </Button>
        </fieldset>
      </form>
      <ErrorList messages={errors} />
    </section>
  );
}
