/**
 * /RLHF, live: rate blind comparisons (RatePanel) or, for creators, make comparison sets and read their results
 * (ComparisonSets), in two tabs. Signed out, it asks the visitor to sign in.
 */
import { useStore } from '@nanostores/react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session } from '../../stores/auth/session.ts';
import { $rlhfTab, type RlhfTab } from '../../stores/preferences/sets.ts';
import { buttonClass, Placeload, useHydrated } from '../ui/controls.tsx';
import { ComparisonSets } from './ComparisonSets.tsx';
import { RatePanel } from './RatePanel.tsx';
import './preferences.css';

export const RLHF_MESSAGES = ['rlhf.', 'workspace.rlhf.', 'form.'] as const;
const TABS: readonly RlhfTab[] = ['rate', 'sets'];

function Workspace() {
  const t = useT();
  const tab = useStore($rlhfTab);
  return (
    <div className="ws rlhf-ws" data-workspace="rlhf">
      <div className="ws-tabs" role="tablist" aria-label={t('rlhf.tabs')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="ui-tag" onClick={() => $rlhfTab.set(name)}>
            {t(`rlhf.tab.${name}`)}
          </button>
        ))}
      </div>
      <section className="ws-pane" role="tabpanel" aria-label={t(`rlhf.tab.${tab}`)}>
        <div className="ws-pane__body">{tab === 'rate' ? <RatePanel /> : <ComparisonSets />}</div>
      </section>
    </div>
  );
}

function RlhfWorkspace({ loginPath }: { loginPath: string }) {
  const t = useT();
  const session = useStore($session);
  const hydrated = useHydrated();
  if (hydrated && session.status === 'authenticated') return <Workspace />;
  if (!hydrated || session.status !== 'anonymous') return <Placeload lines={4} label={t('rlhf.loading')} />;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="rlhf-empty" role="status">
      <h2>{t('rlhf.signIn.title')}</h2>
      <p className="muted">{t('rlhf.signIn.text')}</p>
      <a className={buttonClass()} href={`${loginPath}?redirect=${encodeURIComponent(here)}`}>
        {t('rlhf.signIn.action')}
      </a>
    </div>
  );
}

export default withI18n(RlhfWorkspace);
