import { describe, expect, it } from 'vitest';
import { hashPassword, hashQueue, MAX_CONCURRENT_HASHES, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies right and wrong passwords, and spends a decoy check on a missing hash', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(stored, 'wrong')).toBe(false);
    expect(await verifyPassword(null, 'correct-horse-battery')).toBe(false);
  });

  // The queue's ordering is tested on any core count in slot-queue.test.ts; this checks that hashing goes through it.
  it('runs at most MAX_CONCURRENT_HASHES real hashes at once and answers each one right', async () => {
    const stored = await hashPassword('correct-horse-battery');
    let highest = 0;
    const watch = setInterval(() => {
      highest = Math.max(highest, hashQueue().running);
    }, 1);
    const attempts = Array.from({ length: MAX_CONCURRENT_HASHES * 2 + 2 }, (_, index) => index % 2 === 0);
    const results = await Promise.all(attempts.map((right) => verifyPassword(stored, right ? 'correct-horse-battery' : 'nope')));
    clearInterval(watch);
    expect(results).toEqual(attempts);
    expect(highest).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
  });
});
