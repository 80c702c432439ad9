import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt-key.ts';

let counter = 0;
const nextKey = () => `key-${++counter}`;
const body = { expert: 'gi-visit-prep-sheet', payment_method_id: 'card-1' };

describe('checkout attempt keys', () => {
  it('a retry of an unanswered attempt reuses its key; an answered one starts a new attempt', () => {
    const first = attemptFor(null, body, nextKey);
    expect(attemptFor(first, { ...body }, nextKey).key).toBe(first.key);
    const second = attemptFor({ ...first, settled: true }, body, nextKey);
    expect(second.key).not.toBe(first.key);
  });

  it('another card (another body) is another attempt, so the server never sees one key with two bodies', () => {
    const first = attemptFor(null, body, nextKey);
    expect(attemptFor(first, { ...body, payment_method_id: 'card-2' }, nextKey).key).not.toBe(first.key);
  });

  it('makes UUID keys by default (the API wants 8 to 200 characters)', () => {
    expect(attemptFor(null, body).key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
