/**
 * The expert's model connection: the embedded protocol runner, or an OpenAI-compatible server (address, model, key).
 * The key is sent once, stored encrypted and never shown again (only "a key is stored"). "Test connection" saves
 * what is typed, makes one real call and says which model answered; "Use the embedded runner" clears the connection.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { AgentConnection, AgentConnectionTest } from '../../../../contract/protocols/entities.ts';
import type { ConnectionInput } from '../../../../contract/protocols/requests.ts';
import { useT } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { notify } from '../../../lib/toast/index.ts';
import { $connection, saveConnection, testConnection, chooseEmbeddedRunner } from '../../../stores/protocols/workbench/workbench.ts';
import { Button, ErrorList, PasswordField, Placeload, SubmitButton, TextField } from '../../ui/controls.tsx';

function TestResult({ result }: { result: AgentConnectionTest }) {
  const t = useT();
  if (result.provider === 'protocol-runner') return <p>{t('workbench.connection.runnerNeedsNoTest')}</p>;
  if (result.ok) {
    return (
      <p className="wb-test wb-test--ok" data-test-ok="true">
        {t('workbench.connection.answered', { model: result.model ?? '', ms: result.latency_ms })}
      </p>
    );
  }
  return (
    <div className="wb-test wb-test--failed" data-test-ok="false">
      <p>{t('workbench.connection.failed')}</p>
      <p lang="en" dir="ltr">
        <code>{result.error}</code>
      </p>
    </div>
  );
}

export function ConnectionPanel({ expertId }: { expertId: string }) {
  const t = useT();
  const loaded = useStore($connection);
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'test' | 'runner' | null>(null);
  const [result, setResult] = useState<AgentConnectionTest | null>(null);
  const connection: AgentConnection | undefined = loaded.data;

  useEffect(() => {
    if (!connection) return;
    setBaseUrl(connection.base_url ?? '');
    setModel(connection.model ?? '');
  }, [connection]);

  if (!connection) {
    return loaded.error ? (
      <ErrorList messages={[loadFailureMessage(loaded.error)]} />
    ) : (
      <Placeload lines={4} label={t('workbench.loading')} />
    );
  }

  const dirty = baseUrl.trim() !== (connection.base_url ?? '') || model.trim() !== (connection.model ?? '') || apiKey !== '';

  async function save(): Promise<boolean> {
    const input: ConnectionInput = { provider: 'openai-compatible', base_url: baseUrl.trim() || null, model: model.trim() || null };
    if (apiKey) input.api_key = apiKey;
    const outcome = await saveConnection(expertId, input);
    if (!outcome.ok) {
      setFields(outcome.failure.fields);
      return false;
    }
    setFields({});
    setApiKey('');
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy('save');
    const saved = await save();
    setBusy(null);
    if (saved) notify.success(t('workbench.connection.saved'));
  }

  async function test() {
    setBusy('test');
    setResult(null);
    const saved = dirty || connection?.provider !== 'openai-compatible' ? await save() : true;
    const outcome = saved ? await testConnection(expertId) : null;
    setBusy(null);
    if (outcome?.ok) setResult(outcome.value);
  }

  async function fallback() {
    setBusy('runner');
    const outcome = await chooseEmbeddedRunner(expertId);
    setBusy(null);
    if (!outcome.ok) return;
    setResult(null);
    notify.success(t('workbench.connection.runnerChosen'));
  }

  const usesServer = connection.provider === 'openai-compatible';
  return (
    <section className="wb-card" aria-labelledby="wb-connection-title">
      <h2 id="wb-connection-title">{t('workbench.connection.title')}</h2>
      <p data-provider={connection.provider}>
        {usesServer ? t('workbench.connection.usesServer', { model: connection.model ?? '' }) : t('workbench.connection.usesRunner')}
      </p>
      <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="wb-base-url"
          type="url"
          dir="ltr"
          label={t('workbench.connection.baseUrl')}
          hint={t('workbench.connection.baseUrlHint')}
          value={baseUrl}
          onValue={setBaseUrl}
          error={fields.base_url}
          autoComplete="off"
          maxLength={500}
        />
        <TextField
          id="wb-model"
          dir="ltr"
          label={t('workbench.connection.model')}
          value={model}
          onValue={setModel}
          error={fields.model}
          autoComplete="off"
          maxLength={120}
        />
        <PasswordField
          id="wb-api-key"
          label={t('workbench.connection.apiKey')}
          hint={t(connection.has_api_key ? 'workbench.connection.keyStored' : 'workbench.connection.keyHint')}
          value={apiKey}
          onValue={setApiKey}
          error={fields.api_key}
          autoComplete="off"
          maxLength={500}
        />
        <div className="wb-actions">
          <SubmitButton busy={busy === 'save'} size="sm">
            {t('workbench.connection.save')}
          </SubmitButton>
          <Button size="sm" variant="secondary" busy={busy === 'test'} onClick={() => void test()}>
            {t('workbench.connection.test')}
          </Button>
          {usesServer && (
            <Button size="sm" variant="ghost" busy={busy === 'runner'} onClick={() => void fallback()}>
              {t('workbench.connection.useRunner')}
            </Button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite">
        {result && <TestResult result={result} />}
      </div>
    </section>
  );
}
