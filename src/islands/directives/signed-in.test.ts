import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ATTRIBUTE } from '../../routing/guard-script.ts';
import { SIGNED_IN_MARK } from './signed-in.ts';

describe('client:signed-in', () => {
  it('reads the mark the pre-paint script sets', () => {
    expect(SIGNED_IN_MARK).toBe(SIGNED_IN_ATTRIBUTE);
  });
});
