/** Who is calling: resolved once per request (middleware/session.ts) and read by handlers as `c.var.auth`. */
import type { User } from './schema.ts';

/** The signed-in user as loaded on every authenticated request (one query with the session). */
export interface AuthUser extends User {
  twoFactorEnabled: boolean;
}

export type AuthState =
  | {
      kind: 'session';
      user: AuthUser;
      session: { id: string; createdAt: Date; expiresAt: Date; lastSeenAt: Date; twoFactorVerified: boolean };
      /** Raw cookie token of this request (needed to derive the CSRF token; never logged). */
      token: string;
      csrfToken: string;
    }
  | {
      kind: 'bearer';
      user: AuthUser;
      credential: { id: string; type: 'api_key' | 'personal_access_token'; scopes: string[] };
    };
