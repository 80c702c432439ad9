/** Contracts of sign-up, sign-in, logout, refresh, public auth config and availability checks (spec §7). */
import { createRoute, z } from '@hono/zod-openapi';
import { emailSchema, signInSchema, signUpSchema, usernameSchema } from '../../../contract/auth.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { UserDataSchema } from '../users/serialize.ts';

const SignUpResultSchema = z.object({ user: UserDataSchema, verification_required: z.boolean() }).openapi('SignUpResult');

const SignInResultSchema = z
  .union([
    z.object({
      two_factor_required: z.literal(false),
      user: UserDataSchema,
      csrf_token: z.string(),
      expires_at: z.string(),
    }),
    z.object({
      two_factor_required: z.literal(true),
      challenge_token: z.string().openapi({ description: 'Send to POST /api/auth/2fa/challenge with a TOTP or backup code' }),
      expires_at: z.string(),
    }),
  ])
  .openapi('SignInResult');

/** Sign-up answers at two paths (spec §7): the public form and the session store's register call. */
function signUpRouteAt<P extends string>(path: P, summary: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['Auth'],
    summary,
    middleware: [rateLimit({ name: 'signUp' })] as const,
    request: { body: jsonBody(signUpSchema) },
    responses: { 201: dataResponse(SignUpResultSchema, 'Account created, unverified; a code was e-mailed'), ...errorResponses(403, 409, 429) },
  });
}

export const signUpRoute = signUpRouteAt('/api/public/auth/sign-up', 'Create an account');
export const registerRoute = signUpRouteAt('/api/auth/register', 'Create an account (alias of sign-up)');

export const signInRoute = createRoute({
  method: 'post',
  path: '/api/public/auth/sign-in',
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  description: 'Sets the session, hint and CSRF cookies, or answers a 2FA challenge when two-factor authentication is on.',
  middleware: [rateLimit({ name: 'signIn' })] as const,
  request: { body: jsonBody(signInSchema) },
  responses: { 200: dataResponse(SignInResultSchema, 'Signed in, or second factor required'), ...errorResponses(401, 403, 423, 429) },
});

const LogoutResultSchema = z.object({ signed_out: z.literal(true) });
/** GET as the spec's client calls it, POST for everyone else; both origin-checked. */
function logoutRoute<M extends 'get' | 'post'>(method: M) {
  return createRoute({
    method,
    path: '/api/logout',
    tags: ['Auth'],
    summary: 'Sign out',
    description: 'Revokes the session and clears the cookies; answers 200 even without a session.',
    responses: { 200: dataResponse(LogoutResultSchema, 'Signed out'), ...errorResponses(403) },
  });
}
export const logoutGetRoute = logoutRoute('get');
export const logoutPostRoute = logoutRoute('post');

export const refreshRoute = createRoute({
  method: 'post',
  path: '/api/auth/refresh',
  tags: ['Auth'],
  summary: 'Rotate the session token and extend its expiry',
  responses: {
    200: dataResponse(z.object({ csrf_token: z.string(), expires_at: z.string() }), 'New token set in the cookie'),
    ...errorResponses(401, 403),
  },
});

export const authConfigRoute = createRoute({
  method: 'get',
  path: '/api/auth/config',
  tags: ['Auth'],
  summary: 'Public authentication settings and a CSRF token',
  responses: {
    200: dataResponse(
      z
        .object({
          authenticated: z.boolean(),
          csrf_token: z.string(),
          password_min_length: z.number().int(),
          providers: z.array(z.object({ id: z.string(), name: z.string() })),
          two_factor: z.object({ available: z.boolean(), methods: z.array(z.string()) }),
          lockout: z.object({ threshold: z.number().int(), minutes: z.number().int() }),
          password_max_age_days: z.number().int(),
        })
        .openapi('AuthConfig'),
      'Settings',
    ),
  },
});

const AvailabilitySchema = z.object({ available: z.boolean() });
export const checkEmailRoute = createRoute({
  method: 'get',
  path: '/api/auth/check-email',
  tags: ['Auth'],
  summary: 'Is this e-mail free to register?',
  middleware: [rateLimit({ name: 'availabilityCheck' })] as const,
  request: { query: z.object({ email: emailSchema }) },
  responses: { 200: dataResponse(AvailabilitySchema, 'Availability'), ...errorResponses(429) },
});

export const checkUsernameRoute = createRoute({
  method: 'get',
  path: '/api/auth/check-username',
  tags: ['Auth'],
  summary: 'Is this username free?',
  middleware: [rateLimit({ name: 'availabilityCheck' })] as const,
  request: { query: z.object({ username: usernameSchema }) },
  responses: { 200: dataResponse(AvailabilitySchema, 'Availability'), ...errorResponses(429) },
});
