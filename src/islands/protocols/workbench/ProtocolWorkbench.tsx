/**
 * The protocol workbench of one of a creator's experts (`?id=`, issue 27 item 1): the draft's steps and settings
 * beside a preview that runs them, the versions with what their runs did, a diff between any two, publish and
 * rollback, the datasets its ratings and reviews made, and the model connection. Four tabs; the stores (src/stores/protocols/workbench) do the work.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useT, withI18n } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { $protocol, $workbenchExpertId } from '../../../stores/protocols/workbench/workbench.ts';
import { DatasetsPanel } from '../../preferences/DatasetsPanel.tsx';
import { ErrorList, Placeload } from '../../ui/controls.tsx';
import { TabList, tabPanelProps } from '../../ui/tabs.tsx';
import { ConnectionPanel } from './ConnectionPanel.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import './workbench.css';

export const PROTOCOL_WORKBENCH_MESSAGES = [
  'workbench.',
  'wizard.stepKind.',
  'wizard.options.agentTool.',
  'wizard.options.tone.',
  'runs.sources',
  'form.',
  'datasets.',
] as const;

type Tab = 'draft' | 'versions' | 'datasets' | 'connection';

function ProtocolWorkbench({ studioHref }: { studioHref: string }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [tab, setTab] = useState<Tab>('draft');
  const expertId = useStore($workbenchExpertId);
  const protocol = useStore($protocol);

  useEffect(() => {
    $workbenchExpertId.set(new URLSearchParams(window.location.search).get('id'));
    setReady(true);
  }, []);

  if (!ready) return <Placeload lines={6} label={t('workbench.loading')} />;
  if (!expertId) {
    return (
      <p>
        {t('workbench.noExpert')} <a href={studioHref}>{t('workbench.backToStudio')}</a>
      </p>
    );
  }
  if (protocol.data === undefined) {
    return protocol.error ? (
      <ErrorList messages={[loadFailureMessage(protocol.error)]} />
    ) : (
      <Placeload lines={6} label={t('workbench.loading')} />
    );
  }
  const tabs = [
    { id: 'draft' as const, label: t('workbench.tabs.draft') },
    { id: 'versions' as const, label: t('workbench.tabs.versions'), count: protocol.data.versions.length },
    { id: 'datasets' as const, label: t('workbench.tabs.datasets') },
    { id: 'connection' as const, label: t('workbench.tabs.connection') },
  ];
  return (
    <div className="wb">
      <p>
        <a href={studioHref}>{t('workbench.backToStudio')}</a>
      </p>
      <TabList idBase="wb" label={t('workbench.tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps('wb', tab)} className="wb__panel">
        {tab === 'draft' && <DraftPanel expertId={expertId} protocol={protocol.data} onPublished={() => setTab('versions')} />}
        {tab === 'versions' && <VersionsPanel expertId={expertId} protocol={protocol.data} />}
        {tab === 'datasets' && (
          <DatasetsPanel expertId={expertId} versions={protocol.data.versions.filter((v) => v.published_at).map((v) => v.number)} />
        )}
        {tab === 'connection' && <ConnectionPanel expertId={expertId} />}
      </div>
    </div>
  );
}

export default withI18n(ProtocolWorkbench);
