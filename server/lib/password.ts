/** Password hashing: argon2id with OWASP's minimum (m=19 MiB, t=2, p=1). Only sign-in/up/password flows call it. */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createSlotQueue } from './slot-queue.ts';

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, unusable with isolatedModules)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads), off the event loop, but each hash keeps a core busy for tens of
 * milliseconds. With more hashes at once than spare cores, a burst of sign-ins starves the event loop and every
 * other request waits (bench/api: get-data p99 while sign-ins run). So at most (cores − 1) hashes run at once, at
 * least one; the rest queue in arrival order. Unknown-e-mail decoy checks queue the same way: timing tells nothing.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

const hashSlots = createSlotQueue(MAX_CONCURRENT_HASHES);
const withHashSlot = hashSlots.run;

/** Hashes currently running and waiting (tests). */
export function hashQueue(): { running: number; waiting: number } {
  return hashSlots.state();
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, OPTIONS));
}

/** A real hash of a random password, verified against when the e-mail is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

/** Verifies `password`; with a null hash it still spends the same work and returns false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    const decoy = await decoyHash;
    await withHashSlot(() => verify(decoy, password)).catch(() => false);
    return false;
  }
  return withHashSlot(() => verify(passwordHash, password)).catch(() => false);
}
