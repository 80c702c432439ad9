/** Social sign-in (spec §7): create-login-transaction, verify-social-token, auth-by-social-token, finish-social-registration. */
import { z } from 'zod';
import { localeSchema, timestampSchema, usernameSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { CurrentUserSchema } from '../users/index.ts';
import { socialEndpoints } from './endpoints.ts';

const providerField = z.string().trim().min(1).max(64).meta({ description: 'Provider id from GET /api/auth/config', example: 'google' });
const opaque = (max: number) => z.string().min(1).max(max);

/** Only a path on this site: no scheme, no host, no protocol-relative `//` or `/\` (open-redirect guard). */
export const safeRedirectSchema = z
  .string()
  .max(2048)
  .refine(
    (path) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
      if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path)) return false;
      return new URL(path, 'http://site.invalid').origin === 'http://site.invalid';
    },
    { error: 'Use a path on this site, starting with a single /' },
  );

const redirectField = z
  .string()
  .nullable()
  .meta({ description: 'Where the site should go next (the path given when the sign-in started)' });

export const SocialResultSchema = z
  .union([
    z.object({
      status: z.literal('signed_in'),
      user: CurrentUserSchema,
      csrf_token: z.string(),
      expires_at: timestampSchema,
      redirect: redirectField,
    }),
    z.object({
      status: z.literal('two_factor_required'),
      challenge_token: z.string().meta({ description: 'Send to POST /api/auth/2fa/challenge with a TOTP or backup code' }),
      expires_at: timestampSchema,
      redirect: redirectField,
    }),
    z.object({ status: z.literal('linked'), provider: z.string(), user: CurrentUserSchema, redirect: redirectField }),
    z.object({
      status: z.literal('link_required'),
      provider: z.string(),
      email: z.string().meta({ description: 'The verified address that already has an account: sign in to it, then link' }),
      redirect: redirectField,
    }),
    z.object({
      status: z.literal('registration_required'),
      registration_token: z.string().meta({ description: 'Send to POST /api/public/auth/finish-social-registration' }),
      expires_at: timestampSchema,
      profile: z.object({
        email: z.string().nullable(),
        email_verified: z.boolean(),
        full_name: z.string().nullable(),
      }),
      redirect: redirectField,
    }),
  ])
  .meta({ id: 'SocialSignInResult' });
export type SocialResult = z.output<typeof SocialResultSchema>;

const SOCIAL_ERRORS = [
  'PROVIDER_NOT_CONFIGURED',
  'INVALID_SOCIAL_TOKEN',
  'LOGIN_TRANSACTION_EXPIRED',
  'SOCIAL_ACCOUNT_IN_USE',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
] as const;

export const socialContract = defineContract(socialEndpoints, {
  createLoginTransaction: {
    tag: 'Social sign-in',
    summary: 'Start a sign-in with a configured OpenID Connect provider',
    description:
      'Returns the provider URL to send the browser to, and sets an HttpOnly cookie that binds the sign-in to this browser. ' +
      'Valid 10 minutes; the provider redirects back to the site callback page with code, state (and iss).',
    access: 'public',
    body: z.object({ provider: providerField, redirect: safeRedirectSchema.optional() }),
    status: 201,
    response: z
      .object({ authorization_url: z.url(), transaction_id: z.uuid(), expires_at: timestampSchema })
      .meta({ id: 'LoginTransaction' }),
    errors: SOCIAL_ERRORS,
  },
  verifySocialToken: {
    tag: 'Social sign-in',
    summary: 'Complete a provider redirect: exchange the code and sign in, link, or ask to register',
    description:
      'Posted by the site callback page with the parameters the provider returned (`token` is accepted as another name for `code`). ' +
      'Signed in: the provider account is linked to the current user.',
    access: 'public',
    body: z
      .object({
        provider: providerField,
        code: opaque(2048).optional().meta({ description: 'The code the provider returned; required unless `token` is sent' }),
        token: opaque(2048).optional().meta({ description: 'Another name for `code` (spec §7)' }),
        state: opaque(256),
        iss: z.string().max(2048).optional(),
      })
      .refine((body) => body.code !== undefined || body.token !== undefined, {
        path: ['code'],
        error: 'Send the code the provider returned',
      }),
    response: SocialResultSchema,
    errors: SOCIAL_ERRORS,
  },
  authBySocialToken: {
    tag: 'Social sign-in',
    summary: 'Sign in with a token a native client already holds from the provider',
    description:
      'An ID token is checked against the provider JWKS (issuer, audience = our client id, expiry); an access token by introspection ' +
      '(issued to our client id) and userinfo. Same outcomes as verify-social-token.',
    access: 'public',
    body: z
      .object({
        provider: providerField,
        id_token: opaque(8192).optional().meta({ description: 'Required unless `access_token` is sent' }),
        access_token: opaque(8192).optional().meta({ description: 'Required unless `id_token` is sent' }),
      })
      .refine((body) => body.id_token !== undefined || body.access_token !== undefined, {
        path: ['id_token'],
        error: 'Send an id_token or an access_token',
      }),
    response: SocialResultSchema,
    errors: SOCIAL_ERRORS,
  },
  finishSocialRegistration: {
    tag: 'Social sign-in',
    summary: 'Create the account for a verified provider identity and sign in',
    description: 'The account is verified when the provider asserted email_verified. `email` is used only when the provider shared none.',
    access: 'public',
    body: z.object({
      registration_token: opaque(256),
      full_name: z.string().trim().min(1).max(100).optional(),
      username: usernameSchema.optional(),
      email: z
        .email()
        .max(254)
        .transform((email) => email.toLowerCase())
        .optional(),
      language: localeSchema.optional(),
      promotional_opt_in: z.boolean().optional(),
    }),
    status: 201,
    response: z
      .object({ user: CurrentUserSchema, csrf_token: z.string(), expires_at: timestampSchema, redirect: redirectField })
      .meta({ id: 'SocialRegistrationResult' }),
    errors: ['REGISTRATION_TOKEN_INVALID', 'EMAIL_TAKEN', 'USERNAME_TAKEN', 'RATE_LIMITED'],
  },
});
