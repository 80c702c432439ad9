import { describe, expect, it } from 'vitest';
import { can } from './policy.ts';

const member = { role: 'member' as const };
const staff = { role: 'staff' as const };
const owner = { role: 'owner' as const };

describe('messaging policy', () => {
  it('a non-member may do nothing, not even read', () => {
    for (const action of ['read', 'post', 'react', 'manage', 'change-status'] as const) {
      expect(can(null, action, { kind: 'group' })).toBe(false);
    }
  });

  it('a broadcast is read-only for members; owner and staff post', () => {
    expect(can(member, 'read', { kind: 'broadcast' })).toBe(true);
    expect(can(member, 'post', { kind: 'broadcast' })).toBe(false);
    expect(can(member, 'react', { kind: 'broadcast' })).toBe(true);
    expect(can(staff, 'post', { kind: 'broadcast' })).toBe(true);
    expect(can(owner, 'post', { kind: 'broadcast' })).toBe(true);
  });

  it('members post in groups and direct conversations; status changes are staff work except in direct ones', () => {
    expect(can(member, 'post', { kind: 'group' })).toBe(true);
    expect(can(member, 'change-status', { kind: 'group' })).toBe(false);
    expect(can(staff, 'change-status', { kind: 'group' })).toBe(true);
    expect(can(member, 'change-status', { kind: 'direct' })).toBe(true);
  });

  it('only staff manage groups and broadcasts; nobody manages the members of a direct conversation', () => {
    expect(can(member, 'add-members', { kind: 'group' })).toBe(false);
    expect(can(owner, 'add-members', { kind: 'group' })).toBe(true);
    expect(can(owner, 'add-members', { kind: 'direct' })).toBe(false);
    expect(can(staff, 'moderate', { kind: 'broadcast' })).toBe(true);
  });
});
