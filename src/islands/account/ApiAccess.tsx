/** API keys section: keys for scripts and agents, then personal access tokens, which always expire. */
import { CredentialList } from './CredentialList.tsx';

const API_KEYS = { path: '/api/auth/api-keys', noun: 'API key', expiryRequired: false };
const TOKENS = { path: '/api/auth/tokens', noun: 'personal token', expiryRequired: true };

export default function ApiAccess() {
  return (
    <div className="ui-stack">
      <h3 style={{ fontSize: '1rem', margin: 0 }}>API keys</h3>
      <CredentialList kind={API_KEYS} />
      <h3 style={{ fontSize: '1rem', margin: 0 }}>Personal access tokens</h3>
      <CredentialList kind={TOKENS} />
    </div>
  );
}
