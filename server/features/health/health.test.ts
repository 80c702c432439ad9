import { describe, expect, it } from 'vitest';
import { expectError, useTestApp } from '../../../tests/api/helpers.ts';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers 200 with the database round-trip time and is never cached', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 in the contract shape once the database is gone', async () => {
    await ctx.close();
    await expectError(await ctx.app.request('/api/health'), 503, 'SERVICE_UNAVAILABLE');
  });
});
