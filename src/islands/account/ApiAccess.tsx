/** API keys section: keys for scripts and agents, then personal access tokens, which always expire. */
import { useT, withI18n } from '../../i18n/react.tsx';
import { CredentialList, type CredentialKind } from './CredentialList.tsx';

export const API_ACCESS_MESSAGES = ['account.apiAccess.', 'account.apiKeys.', 'account.tokens.', 'account.credentials.', 'form.'] as const;

const API_KEYS: CredentialKind = { kind: 'api_key', keys: 'account.apiKeys', expiryRequired: false };
const TOKENS: CredentialKind = { kind: 'personal_access_token', keys: 'account.tokens', expiryRequired: true };

function ApiAccess() {
  const t = useT();
  return (
    <div className="ui-stack">
      <h3 className="ui-heading">{t('account.apiAccess.keysHeading')}</h3>
      <CredentialList kind={API_KEYS} />
      <h3 className="ui-heading">{t('account.apiAccess.tokensHeading')}</h3>
      <CredentialList kind={TOKENS} />
    </div>
  );
}

export default withI18n(ApiAccess);
