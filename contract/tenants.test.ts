import { describe, expect, it } from 'vitest';
import { normalizeHost, resolveTenant, TENANT_HOSTS as TENANTS, TENANT_IDS } from './tenants.ts';

describe('resolveTenant', () => {
  it('selects <id>.localhost on any port for every tenant', () => {
    for (const id of TENANT_IDS) {
      expect(resolveTenant(`${id}.localhost`, TENANTS)).toBe(id);
      expect(resolveTenant(`${id}.localhost:4321`, TENANTS)).toBe(id);
    }
  });

  it('selects a tenant by its configured production host, case-insensitively', () => {
    expect(resolveTenant('crohns.agenticexperts.ai', TENANTS)).toBe('crohns');
    expect(resolveTenant('NTSB.AgenticExperts.AI:443', TENANTS)).toBe('ntsb');
    expect(resolveTenant('www.agenticexperts.ai', TENANTS)).toBe('main');
  });

  it('falls back to main for unknown, missing and numeric hosts', () => {
    expect(resolveTenant('unknown.example.org', TENANTS)).toBe('main');
    expect(resolveTenant('nosuchtenant.localhost:3000', TENANTS)).toBe('main');
    expect(resolveTenant('localhost:3000', TENANTS)).toBe('main');
    expect(resolveTenant('127.0.0.1:3000', TENANTS)).toBe('main');
    expect(resolveTenant('[::1]:3000', TENANTS)).toBe('main');
    expect(resolveTenant(undefined, TENANTS)).toBe('main');
    expect(resolveTenant('', TENANTS)).toBe('main');
  });

  it('does not match a tenant id that is only a suffix or prefix of the label', () => {
    expect(resolveTenant('xcrohns.localhost', TENANTS)).toBe('main');
    expect(resolveTenant('crohns.localhost.evil.com', TENANTS)).toBe('main');
  });

  it('forces main for every host when the build-time setting is on', () => {
    expect(resolveTenant('crohns.localhost', TENANTS, { forceMain: true })).toBe('main');
    expect(resolveTenant('ntsb.agenticexperts.ai', TENANTS, { forceMain: true })).toBe('main');
  });
});

describe('normalizeHost', () => {
  it('drops port and trailing dot', () => {
    expect(normalizeHost('Crohns.LOCALHOST.:8080')).toBe('crohns.localhost');
  });
});
