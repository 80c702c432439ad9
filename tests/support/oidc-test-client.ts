/**
 * The site's client registration at the local test OpenID Provider (tests/support/oidc-provider.ts), apart from
 * the provider itself so a Playwright config can name it in the server's OIDC_PROVIDERS without loading
 * oidc-provider.
 */
export const TEST_CLIENT_ID = 'agentic-site';
export const TEST_CLIENT_SECRET = 'test-client-secret-that-is-long-enough';

/** One entry of OIDC_PROVIDERS for the API under test, for a provider at `issuer`. */
export function testProviderEntry(issuer: string, id = 'local', name = 'Local IdP'): Record<string, unknown> {
  return { id, name, issuer, client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET };
}
