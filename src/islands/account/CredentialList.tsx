/**
 * API keys or personal access tokens (the same shape, two endpoints): create with a name, scopes and an expiry
 * (required for tokens), see the secret once with a copy button, list them, delete one after confirming.
 */
import { useState, type FormEvent } from 'react';
import { CREDENTIAL_SCOPES, type CredentialScope } from '../../../contract/auth.ts';
import { api } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { CopyButton } from './ui/CopyButton.tsx';
import { NO_FAILURE, reportFailure, type FormFailure } from './ui/failure.ts';
import { Button, Checkbox, ErrorList, Placeload, TextField, formatDateTime } from './ui/primitives.tsx';
import { useLoaded } from './ui/use-loaded.ts';

interface Credential { id: string; name: string; prefix: string; scopes: string[]; created_at: string; last_used_at: string | null; expires_at: string | null }

export interface CredentialKind { path: string; noun: string; expiryRequired: boolean }

const SCOPE_LABELS: Record<CredentialScope, string> = { 'user:read': 'Read your account (user:read)', 'user:write': 'Change your account (user:write)' };

export function CredentialList({ kind }: { kind: CredentialKind }) {
  const list = useLoaded(async () => (await api.list<Credential>(kind.path)).items, `list ${kind.noun}s`);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<CredentialScope[]>(['user:read']);
  const [days, setDays] = useState(kind.expiryRequired ? '30' : '');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  function toggleScope(scope: CredentialScope, on: boolean) {
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      const body: Record<string, unknown> = { name: name.trim(), scopes };
      if (days.trim() !== '') body.expires_in_days = Number(days);
      const created = await api.post<Credential & { secret: string }>(kind.path, body);
      setSecret({ name: created.name, value: created.secret });
      setName('');
      await list.reload();
    } catch (error) {
      setFailure(reportFailure(error, { operation: `create ${kind.noun}`, domain: 'auth' }));
    } finally {
      setBusy(false);
    }
  }

  async function remove(credential: Credential) {
    setBusy(true);
    try {
      await api.delete(`${kind.path}/${encodeURIComponent(credential.id)}`);
      notify.success(`Deleted ${kind.noun} “${credential.name}”`);
      setConfirming(null);
      await list.reload();
    } catch (error) {
      handleApiError(error, { domain: 'auth', operation: `delete ${kind.noun}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ui-stack">
      {secret && (
        <div className="ui-secret" role="status" data-testid="credential-secret">
          <p style={{ margin: 0 }}><strong>Copy your new {kind.noun} “{secret.name}” now.</strong> It will not be shown again.</p>
          <code dir="ltr">{secret.value}</code>
          <div className="ui-row">
            <CopyButton text={secret.value} />
            <Button variant="secondary" small onClick={() => setSecret(null)}>Done</Button>
          </div>
        </div>
      )}
      <form className="ui-stack" onSubmit={create} noValidate aria-label={`Create ${kind.noun}`}>
        <ErrorList messages={failure.general} />
        <div className="ui-grid-2">
          <TextField label={`New ${kind.noun} name`} name="name" value={name} onValue={setName} error={failure.fields.name} maxLength={100} />
          <TextField
            label={kind.expiryRequired ? 'Expires in (days)' : 'Expires in (days, optional)'} name="expires_in_days" type="number" min={1} max={365}
            value={days} onValue={setDays} error={failure.fields.expires_in_days} hint="1 to 365 days."
          />
        </div>
        <fieldset className="ui-field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="ui-field__label">Scopes</legend>
          {CREDENTIAL_SCOPES.map((scope) => <Checkbox key={scope} label={SCOPE_LABELS[scope]} checked={scopes.includes(scope)} onChecked={(on) => toggleScope(scope, on)} />)}
          {failure.fields.scopes && <p className="ui-field__error">{failure.fields.scopes}</p>}
        </fieldset>
        <div className="ui-row"><Button type="submit" disabled={busy}>Create {kind.noun}</Button></div>
      </form>
      {list.data === undefined ? (list.error ? <ErrorList messages={[list.error]} /> : <Placeload lines={2} label={`Loading ${kind.noun}s`} />) : list.data.length === 0 ? (
        <p className="ui-muted">No {kind.noun}s yet.</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table" aria-label={`Your ${kind.noun}s`}>
            <thead><tr><th scope="col">Name</th><th scope="col">Starts with</th><th scope="col">Scopes</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {list.data.map((credential) => (
                <tr key={credential.id}>
                  <td>{credential.name}</td>
                  <td><code dir="ltr">{credential.prefix}…</code></td>
                  <td>{credential.scopes.join(', ')}</td>
                  <td>{credential.last_used_at ? formatDateTime(credential.last_used_at) : 'Never'}</td>
                  <td>{credential.expires_at ? formatDateTime(credential.expires_at) : 'Never'}</td>
                  <td>
                    {confirming === credential.id ? (
                      <span className="ui-row">
                        <Button variant="danger" small disabled={busy} onClick={() => void remove(credential)}>Confirm delete</Button>
                        <Button variant="secondary" small onClick={() => setConfirming(null)}>Keep</Button>
                      </span>
                    ) : (
                      <Button variant="secondary" small onClick={() => setConfirming(credential.id)} aria-label={`Delete ${credential.name}`}>Delete</Button>
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
