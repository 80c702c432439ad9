/** Sign-up, register, sign-in, logout, refresh, the public auth config and availability checks (spec §5, §7). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, SIGN_UP_MESSAGES as M } from '../auth-constants.ts';
import { emailSchema, localeSchema, newPasswordSchema, requiredString, timestampSchema, usernameSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { CurrentUserSchema } from '../users/index.ts';
import { authEndpoints } from './endpoints.ts';

export const signUpSchema = z
  .object({
    name: requiredString(M.nameRequired).max(100),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z
      .string({ error: M.confirmationRequired })
      .min(1, { error: M.confirmationRequired })
      .meta({ description: 'Must equal `password` (422 on password_confirmation otherwise)' }),
    promotional_opt_in: z.boolean().default(false),
    language: localeSchema.default('en'),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    error: M.confirmationMismatch,
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof signInSchema>;

const SignUpResultSchema = z.object({ user: CurrentUserSchema, verification_required: z.boolean() }).meta({ id: 'SignUpResult' });

/** A sign-in that succeeded, or a session that a second factor completed (2FA challenge, social sign-in). */
export const SignedInSchema = z.object({
  two_factor_required: z.literal(false),
  user: CurrentUserSchema,
  csrf_token: z.string(),
  expires_at: timestampSchema,
});

export const SignInResultSchema = z
  .union([
    SignedInSchema,
    z.object({
      two_factor_required: z.literal(true),
      challenge_token: z.string().meta({ description: 'Send to POST /api/auth/2fa/challenge with a TOTP or backup code' }),
      expires_at: timestampSchema,
    }),
  ])
  .meta({ id: 'SignInResult' });

export const AuthConfigSchema = z
  .object({
    authenticated: z.boolean(),
    csrf_token: z.string(),
    password_min_length: z.number().int(),
    providers: z.array(z.object({ id: z.string(), name: z.string() })),
    two_factor: z.object({ available: z.boolean(), methods: z.array(z.string()) }),
    lockout: z.object({ threshold: z.number().int(), minutes: z.number().int() }),
    password_max_age_days: z.number().int(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.output<typeof AuthConfigSchema>;

const AvailabilitySchema = z.object({ available: z.boolean() });

const signUpSpec = {
  tag: 'Auth',
  summary: 'Create an account',
  description: 'Creates an unverified account and e-mails a verification code; it does not sign in (spec §4).',
  access: 'public',
  body: signUpSchema,
  status: 201,
  response: SignUpResultSchema,
  errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
} as const;

const logoutSpec = {
  tag: 'Auth',
  summary: 'Sign out',
  description:
    'Revokes the session and clears the cookies; answers 200 even without a session. GET as the spec calls it, POST for ' +
    'others; both are origin-checked (a cross-site request is 403 CSRF_FAILED), neither needs the CSRF token.',
  access: 'public',
  response: z.object({ signed_out: z.literal(true) }),
  errors: ['CSRF_FAILED'],
} as const;

export const authContract = defineContract(authEndpoints, {
  signUp: signUpSpec,
  register: { ...signUpSpec, summary: 'Create an account (alias of sign-up)' },
  signIn: {
    tag: 'Auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Sets the session, hint and CSRF cookies, or answers a 2FA challenge when two-factor authentication is on. A wrong ' +
      'password and an unknown e-mail both answer 401. Repeated failures are slowed down, never locked: 429 with ' +
      'Retry-After, the same for addresses with and without an account. 423 ACCOUNT_LOCKED only for an account an ' +
      'administrator locked, and only after the right password.',
    access: 'public',
    body: signInSchema,
    response: SignInResultSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'PASSWORD_EXPIRED', 'RATE_LIMITED'],
  },
  logout: logoutSpec,
  logoutPost: logoutSpec,
  refresh: {
    tag: 'Auth',
    summary: 'Rotate the session token and extend its expiry',
    access: 'session',
    response: z.object({ csrf_token: z.string(), expires_at: timestampSchema }),
  },
  getConfig: {
    tag: 'Auth',
    summary: 'Public authentication settings and a CSRF token',
    access: 'public',
    response: AuthConfigSchema,
  },
  checkEmail: {
    tag: 'Auth',
    summary: 'Is this e-mail free to register?',
    access: 'public',
    query: z.object({ email: emailSchema }),
    response: AvailabilitySchema,
    errors: ['RATE_LIMITED'],
  },
  checkUsername: {
    tag: 'Auth',
    summary: 'Is this username free?',
    access: 'public',
    query: z.object({ username: usernameSchema }),
    response: AvailabilitySchema,
    errors: ['RATE_LIMITED'],
  },
});
