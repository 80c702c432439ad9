/**
 * Every feature router the API mounts, in one list. A new feature folder exports
 * `create<Name>Router()` from its index.ts and adds it here; nothing else needs to change.
 */
import type { Router } from '../lib/router.ts';
import { createAuthRouter } from './auth/index.ts';
import { createSessionsRouter } from './sessions/index.ts';
import { createUsersRouter } from './users/index.ts';

export const FEATURE_ROUTERS: Array<() => Router> = [createAuthRouter, createUsersRouter, createSessionsRouter];
