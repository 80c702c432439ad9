/**
 * API keys or personal access tokens (the same shape, two endpoints): create with a name, scopes and an expiry
 * (required for tokens), see the secret once with a copy button, list them, delete one after confirming. Each
 * kind has its own sentences (`account.apiKeys.*`, `account.tokens.*`): the noun's gender and plural differ by
 * language, so no sentence is built around it.
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useState, type FormEvent } from 'react';
import type { Credential } from '../../../contract/credentials/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../lib/errors/form-failure.ts';
import { notify } from '../../lib/toast/index.ts';
import { $credentials, createCredential, deleteCredential, type NewCredential } from '../../stores/account/credentials.ts';
import type { CredentialKind as Kind } from '../../stores/account/credentials.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { Button, CheckboxField, ErrorList, FieldError, Placeload, TextField } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { rich } from '../ui/rich.tsx';

export interface CredentialKind {
  kind: Kind;
  keys: 'account.apiKeys' | 'account.tokens';
  expiryRequired: boolean;
}

/** contract/credentials CREDENTIAL_SCOPES (not imported: that module brings zod along), each with its label. */
const SCOPES = [
  { scope: 'user:read', key: 'account.credentials.scopeRead' },
  { scope: 'user:write', key: 'account.credentials.scopeWrite' },
] as const;
type Scope = (typeof SCOPES)[number]['scope'];

export function CredentialList({ kind }: { kind: CredentialKind }) {
  const t = useT();
  const locale = useLocale();
  const k = (name: string) => `${kind.keys}.${name}`;
  const list = useIslandStore($credentials[kind.kind]);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['user:read']);
  const [days, setDays] = useState(kind.expiryRequired ? '30' : '');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  function toggleScope(scope: Scope, on: boolean) {
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    const fields: NewCredential = { name: name.trim(), scopes };
    if (days.trim() !== '') fields.expires_in_days = Number(days);
    const outcome = await createCredential(kind.kind, fields);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setSecret({ name: outcome.value.name, value: outcome.value.secret });
    setName('');
  }

  async function remove(credential: Credential) {
    setBusy(true);
    const outcome = await deleteCredential(kind.kind, credential);
    setBusy(false);
    if (!outcome.ok) return;
    notify.success(t(k('deleted'), { name: credential.name }));
    setConfirming(null);
  }

  const never = t('account.credentials.never');
  return (
    <div className="ui-stack">
      {secret && (
        <div className="ui-secret" role="status" data-testid="credential-secret">
          <p className="ui-text">{rich(t(k('secret'), { name: secret.name }), { strong: (words) => <strong>{words}</strong> })}</p>
          <code dir="ltr">{secret.value}</code>
          <div className="ui-row">
            <CopyButton text={secret.value} />
            <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
              {t('account.credentials.done')}
            </Button>
          </div>
        </div>
      )}
      <form className="ui-stack" onSubmit={create} noValidate aria-label={t(k('create'))}>
        <ErrorList messages={failure.general} />
        <div className="ui-grid-2">
          <TextField label={t(k('name'))} name="name" value={name} onValue={setName} error={failure.fields.name} maxLength={100} />
          <TextField
            label={t(kind.expiryRequired ? 'account.credentials.expires' : 'account.credentials.expiresOptional')}
            name="expires_in_days"
            type="number"
            min={1}
            max={365}
            value={days}
            onValue={setDays}
            error={failure.fields.expires_in_days}
            hint={t('account.credentials.expiresHint')}
          />
        </div>
        <fieldset className="ui-fieldset">
          <legend className="ui-field__label">{t('account.credentials.scopes')}</legend>
          {SCOPES.map(({ scope, key }) => (
            <CheckboxField key={scope} label={t(key)} checked={scopes.includes(scope)} onChecked={(on) => toggleScope(scope, on)} />
          ))}
          {failure.fields.scopes && <FieldError>{failure.fields.scopes}</FieldError>}
        </fieldset>
        <div className="ui-row">
          <Button type="submit" disabled={busy}>
            {t(k('create'))}
          </Button>
        </div>
      </form>
      {list.data === undefined ? (
        list.error ? (
          <ErrorList messages={[loadFailureMessage(list.error)]} />
        ) : (
          <Placeload lines={2} label={t(k('loading'))} />
        )
      ) : list.data.length === 0 ? (
        <p className="ui-muted">{t(k('empty'))}</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table" aria-label={t(k('table'))}>
            <thead>
              <tr>
                <th scope="col">{t('account.credentials.colName')}</th>
                <th scope="col">{t('account.credentials.colPrefix')}</th>
                <th scope="col">{t('account.credentials.colScopes')}</th>
                <th scope="col">{t('account.credentials.colLastUsed')}</th>
                <th scope="col">{t('account.credentials.colExpires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('account.credentials.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((credential) => (
                <tr key={credential.id}>
                  <td>{credential.name}</td>
                  <td>
                    <code dir="ltr">{credential.prefix}…</code>
                  </td>
                  <td dir="ltr">{credential.scopes.join(', ')}</td>
                  <td>{credential.last_used_at ? formatDateTime(credential.last_used_at, locale) : never}</td>
                  <td>{credential.expires_at ? formatDateTime(credential.expires_at, locale) : never}</td>
                  <td>
                    {confirming === credential.id ? (
                      <span className="ui-row">
                        <Button variant="danger" size="sm" disabled={busy} onClick={() => void remove(credential)}>
                          {t('account.credentials.confirmDelete')}
                        </Button>
                        <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                          {t('account.credentials.keep')}
                        </Button>
                      </span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setConfirming(credential.id)}
                        aria-label={t('account.credentials.deleteNamed', { name: credential.name })}
                      >
                        {t('account.credentials.delete')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
