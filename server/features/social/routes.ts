/** Contracts of social sign-in (spec §7): create-login-transaction, verify-social-token, auth-by-social-token, finish-social-registration. */
import { createRoute, z } from '@hono/zod-openapi';
import { localeSchema, usernameSchema } from '../../../contract/auth.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { UserDataSchema } from '../users/serialize.ts';

const providerField = z.string().trim().min(1).max(64).openapi({ description: 'Provider id from GET /api/auth/config', example: 'google' });
const opaque = (max: number) => z.string().min(1).max(max);

/** Only a path on this site: no scheme, no host, no protocol-relative `//` or `/\` (open-redirect guard). */
export const safeRedirectSchema = z
  .string()
  .max(2048)
  .refine((path) => {
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path)) return false;
    return new URL(path, 'http://site.invalid').origin === 'http://site.invalid';
  }, { error: 'Use a path on this site, starting with a single /' });

const redirectField = z.string().nullable().openapi({ description: 'Where the site should go next (the path given when the sign-in started)' });

const SocialResultSchema = z
  .union([
    z.object({ status: z.literal('signed_in'), user: UserDataSchema, csrf_token: z.string(), expires_at: z.string(), redirect: redirectField }),
    z.object({
      status: z.literal('two_factor_required'),
      challenge_token: z.string().openapi({ description: 'Send to POST /api/auth/2fa/challenge with a TOTP or backup code' }),
      expires_at: z.string(),
      redirect: redirectField,
    }),
    z.object({ status: z.literal('linked'), provider: z.string(), user: UserDataSchema, redirect: redirectField }),
    z.object({
      status: z.literal('link_required'),
      provider: z.string(),
      email: z.string().openapi({ description: 'The verified address that already has an account: sign in to it, then link' }),
      redirect: redirectField,
    }),
    z.object({
      status: z.literal('registration_required'),
      registration_token: z.string().openapi({ description: 'Send to POST /api/public/auth/finish-social-registration' }),
      expires_at: z.string(),
      profile: z.object({ email: z.string().nullable(), email_verified: z.boolean(), full_name: z.string().nullable() }),
      redirect: redirectField,
    }),
  ])
  .openapi('SocialSignInResult');
export type SocialResult = z.infer<typeof SocialResultSchema>;

const SOCIAL_ERRORS = errorResponses(400, 401, 403, 404, 409, 429, 502);

export const createLoginTransactionRoute = createRoute({
  method: 'post',
  path: '/api/public/create-login-transaction',
  tags: ['Social sign-in'],
  summary: 'Start a sign-in with a configured OpenID Connect provider',
  description:
    'Returns the provider URL to send the browser to, and sets an HttpOnly cookie that binds the sign-in to this browser. ' +
    'Valid 10 minutes; the provider redirects back to the site callback page with code, state (and iss).',
  middleware: [rateLimit({ name: 'signIn' })] as const,
  request: { body: jsonBody(z.object({ provider: providerField, redirect: safeRedirectSchema.optional() })) },
  responses: {
    201: dataResponse(
      z.object({ authorization_url: z.url(), transaction_id: z.uuid(), expires_at: z.string() }).openapi('LoginTransaction'),
      'Send the browser to authorization_url',
    ),
    ...SOCIAL_ERRORS,
  },
});

export const verifySocialTokenRoute = createRoute({
  method: 'post',
  path: '/api/public/verify-social-token',
  tags: ['Social sign-in'],
  summary: 'Complete a provider redirect: exchange the code and sign in, link, or ask to register',
  description:
    'Posted by the site callback page with the parameters the provider returned (`token` is accepted as another name for `code`). ' +
    'Signed in: the provider account is linked to the current user.',
  middleware: [rateLimit({ name: 'signIn' })] as const,
  request: {
    body: jsonBody(
      z
        .object({ provider: providerField, code: opaque(2048).optional(), token: opaque(2048).optional(), state: opaque(256), iss: z.string().max(2048).optional() })
        .refine((body) => body.code !== undefined || body.token !== undefined, { path: ['code'], error: 'Send the code the provider returned' }),
    ),
  },
  responses: { 200: dataResponse(SocialResultSchema, 'Outcome of the sign-in'), ...SOCIAL_ERRORS },
});

export const authBySocialTokenRoute = createRoute({
  method: 'post',
  path: '/api/public/auth-by-social-token',
  tags: ['Social sign-in'],
  summary: 'Sign in with a token a native client already holds from the provider',
  description:
    'An ID token is checked against the provider JWKS (issuer, audience = our client id, expiry); an access token by introspection ' +
    '(issued to our client id) and userinfo. Same outcomes as verify-social-token.',
  middleware: [rateLimit({ name: 'signIn' })] as const,
  request: {
    body: jsonBody(
      z
        .object({ provider: providerField, id_token: opaque(8192).optional(), access_token: opaque(8192).optional() })
        .refine((body) => body.id_token !== undefined || body.access_token !== undefined, { path: ['id_token'], error: 'Send an id_token or an access_token' }),
    ),
  },
  responses: { 200: dataResponse(SocialResultSchema, 'Outcome of the sign-in'), ...SOCIAL_ERRORS },
});

export const finishSocialRegistrationRoute = createRoute({
  method: 'post',
  path: '/api/public/auth/finish-social-registration',
  tags: ['Social sign-in'],
  summary: 'Create the account for a verified provider identity and sign in',
  description: 'The account is verified when the provider asserted email_verified. `email` is used only when the provider shared none.',
  middleware: [rateLimit({ name: 'signUp' })] as const,
  request: {
    body: jsonBody(
      z.object({
        registration_token: opaque(256),
        full_name: z.string().trim().min(1).max(100).optional(),
        username: usernameSchema.optional(),
        email: z.email().max(254).transform((email) => email.toLowerCase()).optional(),
        language: localeSchema.optional(),
        promotional_opt_in: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    201: dataResponse(
      z.object({ user: UserDataSchema, csrf_token: z.string(), expires_at: z.string(), redirect: redirectField }).openapi('SocialRegistrationResult'),
      'Account created and signed in',
    ),
    ...SOCIAL_ERRORS,
  },
});
