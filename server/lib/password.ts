/** Password hashing: argon2id with OWASP's minimum (m=19 MiB, t=2, p=1). Only sign-in/up/password flows call it. */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, unusable with isolatedModules)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A real hash of a random password, verified against when the e-mail is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

/** Verifies `password`; with a null hash it still spends the same work and returns false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
