/**
 * Turning what a provider returned into a verified identity (provider, subject, e-mail, name), three ways:
 * - an authorization code from our own redirect flow: exchanged with PKCE by openid-client, which checks the
 *   state, the `iss` response parameter and the ID token's issuer, audience, nonce, expiry and azp;
 * - an ID token a native client already holds: signature against the provider's JWKS, issuer, audience = our
 *   client id, expiry (jose);
 * - an access token: introspected at the provider (active, issued to our client id), claims from userinfo.
 *   Userinfo alone cannot say whom a token was issued to, so without introspection access tokens are refused.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Env, OidcProvider } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { providerConfiguration, redirectUriFor } from './providers.ts';

export interface VerifiedIdentity {
  provider: string;
  subject: string;
  /** Lower-cased; null when the provider shared none or an unusable one. */
  email: string | null;
  /** Only an explicit `email_verified: true` from the provider counts. */
  emailVerified: boolean;
  fullName: string | null;
}

/** Errors that mean "the provider or its token said no", as opposed to "the provider could not be reached". */
const REJECTIONS = [
  oidc.ClientError,
  oidc.ResponseBodyError,
  oidc.AuthorizationResponseError,
  oidc.WWWAuthenticateChallengeError,
  joseErrors.JOSEError,
];

function failure(error: unknown, log: Logger, provider: OidcProvider): ApiError {
  if (error instanceof ApiError) return error;
  const rejected = REJECTIONS.some((type) => error instanceof type);
  // The reason goes to the log only: the client learns no more than "could not be verified".
  log.warn(
    { provider: provider.id, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
    'social sign-in rejected',
  );
  return new ApiError(rejected ? 'INVALID_SOCIAL_TOKEN' : 'SOCIAL_PROVIDER_UNAVAILABLE');
}

const emailShape = z.email();

export function identityFromClaims(providerId: string, claims: Record<string, unknown>): VerifiedIdentity {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 255) throw new ApiError('INVALID_SOCIAL_TOKEN');
  const rawEmail = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const email = rawEmail.length <= 254 && emailShape.safeParse(rawEmail).success ? rawEmail : null;
  const nameParts = [claims.given_name, claims.family_name].filter((part): part is string => typeof part === 'string');
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : nameParts.join(' ').trim();
  return {
    provider: providerId,
    subject,
    email,
    // Some providers send the string "true"; anything else (absent, false) is unverified.
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    fullName: name ? name.slice(0, 100) : null,
  };
}

export interface CodeExchangeInput {
  code: string;
  state: string;
  iss?: string;
  nonce: string;
  codeVerifier: string;
}

export async function exchangeAuthorizationCode(env: Env, provider: OidcProvider, input: CodeExchangeInput, log: Logger) {
  const config = await providerConfiguration(provider);
  // openid-client validates the callback as the browser received it; rebuild that URL from the posted parameters.
  const callbackUrl = new URL(redirectUriFor(env, provider));
  callbackUrl.searchParams.set('code', input.code);
  callbackUrl.searchParams.set('state', input.state);
  if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      expectedNonce: input.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims()! };
    // Providers that keep profile claims out of the ID token (OIDC's default) serve them at userinfo.
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
      claims = { ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified };
    }
    return identityFromClaims(provider.id, claims);
  } catch (error) {
    throw failure(error, log, provider);
  }
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(jwksUri: string) {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

export async function verifyIdToken(provider: OidcProvider, idToken: string, log: Logger): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(provider);
  const metadata = config.serverMetadata();
  if (!metadata.jwks_uri) throw new ApiError('INVALID_SOCIAL_TOKEN');
  // Asymmetric signatures only: `none` and shared-secret (HS*) tokens prove nothing about the provider.
  const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(metadata.jwks_uri), {
      issuer: metadata.issuer,
      audience: provider.client_id,
      algorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw failure(error, log, provider);
  }
  // An ID token for several audiences must name us as the authorized party (OIDC Core 3.1.3.7).
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== provider.client_id) throw new ApiError('INVALID_SOCIAL_TOKEN');
  return identityFromClaims(provider.id, payload);
}

export async function verifyAccessToken(provider: OidcProvider, accessToken: string, log: Logger): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(provider);
  if (!config.serverMetadata().introspection_endpoint || !provider.client_secret) throw new ApiError('INVALID_SOCIAL_TOKEN');
  try {
    const introspection = await oidc.tokenIntrospection(config, accessToken);
    const audiences = [introspection.aud ?? []].flat();
    const issuedToUs = introspection.client_id === provider.client_id || audiences.includes(provider.client_id);
    if (!introspection.active || !issuedToUs || typeof introspection.sub !== 'string') throw new ApiError('INVALID_SOCIAL_TOKEN');
    const userInfo = await oidc.fetchUserInfo(config, accessToken, introspection.sub);
    return identityFromClaims(provider.id, userInfo);
  } catch (error) {
    throw failure(error, log, provider);
  }
}
