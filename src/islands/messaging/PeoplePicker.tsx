/**
 * Choosing people by name, username or e-mail (the API's people search, from two letters): matches to add, the
 * chosen ones as removable chips. Used to start a group and to add people to one.
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { debounce } from '../../lib/debounce.ts';
import { findPeople } from '../../stores/messaging/chat.ts';

export interface Chosen {
  user_id: string;
  name: string;
}

export function PeoplePicker({
  chosen,
  onChosen,
  exclude = [],
}: {
  chosen: Chosen[];
  onChosen: (people: Chosen[]) => void;
  exclude?: string[];
}) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<Chosen[]>([]);

  useEffect(() => {
    const text = search.trim();
    if (text.length < 2) {
      setMatches([]);
      return;
    }
    let current = true;
    const run = debounce(async () => {
      const found = await findPeople(text);
      if (current && found.ok) setMatches(found.value.map((person) => ({ user_id: person.user_id, name: person.name })));
    });
    run();
    return () => {
      current = false;
      run.cancel();
    };
  }, [search]);

  const taken = new Set([...exclude, ...chosen.map((person) => person.user_id)]);
  const offered = matches.filter((person) => !taken.has(person.user_id)).slice(0, 6);
  return (
    <fieldset className="ui-fieldset ui-stack ws-people">
      <legend className="ui-field__label">{t('messaging.groups.people')}</legend>
      {chosen.length > 0 && (
        <ul className="ws-people__chosen" aria-label={t('messaging.groups.chosen')}>
          {chosen.map((person) => (
            <li key={person.user_id}>
              <button
                type="button"
                className="catalog-chip"
                aria-label={t('messaging.groups.unchoose', { name: person.name })}
                onClick={() => onChosen(chosen.filter((entry) => entry.user_id !== person.user_id))}
              >
                {person.name} ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t('messaging.groups.search')}
      </label>
      <input
        id={`${id}-search`}
        className="ui-control"
        type="search"
        value={search}
        placeholder={t('messaging.groups.search')}
        onChange={(event) => setSearch(event.target.value)}
      />
      {offered.length > 0 && (
        <ul className="ws-people__matches" aria-label={t('messaging.groups.matches')}>
          {offered.map((person) => (
            <li key={person.user_id}>
              <button
                type="button"
                className="ui-btn ui-btn--ghost ui-btn--sm"
                aria-label={t('messaging.groups.choose', { name: person.name })}
                onClick={() => {
                  onChosen([...chosen, person]);
                  setSearch('');
                }}
              >
                + {person.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
