/**
 * "Ways to start" on an expert's page (issue 24): each starter is a button that opens (or reuses) the person's chat
 * with the expert and sends the starter there, then opens the chat, where the answer arrives. A guest's starters
 * lead to sign in and back here. The starters stay in the listing's own language (`lang`).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Expert } from '../../../contract/catalog/index.ts';
import { useT } from '../../i18n/react.tsx';
import { $session } from '../../stores/auth/session.ts';
import { startWithStarter } from '../../stores/catalog/expert.ts';
import { Button, buttonClass } from '../ui/controls.tsx';
import { isGuest, signInHref } from './ExpertActions.tsx';

export function ExpertStarters({ expert, loginPath, chatPath }: { expert: Expert; loginPath: string; chatPath: string }) {
  const t = useT();
  const session = useStore($session);
  const [busy, setBusy] = useState<string | null>(null);
  const guest = isGuest(session.status);

  async function start(starter: string) {
    setBusy(starter);
    const outcome = await startWithStarter(expert, starter);
    if (!outcome.ok) {
      setBusy(null);
      return;
    }
    window.location.assign(`${chatPath}?conversation=${encodeURIComponent(outcome.value.id)}`);
  }

  return (
    <section className="expert-page__section" aria-labelledby="expert-starters">
      <h2 id="expert-starters">{t('catalog.expert.starters')}</h2>
      <p className="muted small">{t('catalog.expert.startersHint')}</p>
      <ul className="expert-page__starters" lang={expert.locale}>
        {expert.starters.map((starter) => (
          <li key={starter}>
            {guest ? (
              <a className={buttonClass({ variant: 'secondary' })} href={signInHref(loginPath)} data-starter>
                {starter}
              </a>
            ) : (
              <Button
                variant="secondary"
                data-starter
                busy={busy === starter}
                disabled={session.status !== 'authenticated' || busy !== null}
                onClick={() => void start(starter)}
              >
                {starter}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
