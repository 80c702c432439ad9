/**
 * The configured social sign-in providers (OIDC_PROVIDERS) and their discovered OpenID Connect metadata.
 * Discovery runs once per provider and process; a failed discovery is not cached, so the next request retries.
 */
import * as oidc from 'openid-client';
import type { Env, OidcProvider } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const DEFAULT_CALLBACK_PATH = '/auth/social/callback';

export function findProvider(env: Env, id: string): OidcProvider {
  const provider = env.OIDC_PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) throw new ApiError('PROVIDER_NOT_CONFIGURED');
  return provider;
}

/** The URI the provider sends the browser back to: the site's callback page. Must match the provider's registration. */
export function redirectUriFor(env: Env, provider: OidcProvider): string {
  if (provider.redirect_uri) return provider.redirect_uri;
  if (env.OIDC_REDIRECT_URI) return env.OIDC_REDIRECT_URI;
  return new URL(DEFAULT_CALLBACK_PATH, env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).href;
}

/**
 * Plain http is accepted only for an issuer on this machine (local development and tests); anywhere else
 * openid-client's default (https only) stands.
 */
function discoveryOptions(issuer: URL): oidc.DiscoveryRequestOptions {
  return LOOPBACK_HOSTS.has(issuer.hostname) && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {};
}

/** Keyed by the whole provider entry, so a test app with other settings never sees another's metadata. */
const configurations = new Map<string, Promise<oidc.Configuration>>();

export async function providerConfiguration(provider: OidcProvider): Promise<oidc.Configuration> {
  const key = JSON.stringify(provider);
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(provider.issuer);
    // A public client (no secret) authenticates with PKCE alone; confidential clients post their secret.
    const authentication = provider.client_secret ? oidc.ClientSecretPost(provider.client_secret) : oidc.None();
    pending = oidc.discovery(issuer, provider.client_id, provider.client_secret, authentication, discoveryOptions(issuer));
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  try {
    return await pending;
  } catch {
    throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE');
  }
}
