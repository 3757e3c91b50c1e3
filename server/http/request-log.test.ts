import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('a request’s logger', () => {
  it('is made only for a request that logs at a level that is on, and names the request on every line', async () => {
    const t = await createTestApp({ env: { LOG_LEVEL: 'warn' } });
    try {
      t.app.get('/api/test/quiet', async (request) => {
        request.log.info('an info line nobody reads');
        request.log.debug('a debug line nobody reads');
        return { status: 'success' };
      });
      t.app.get('/api/test/warns', async (request) => {
        request.log.warn({ kind: 'test' }, 'a warning');
        request.log.child({ step: 'inner' }).error('an inner failure');
        return { status: 'success', level: request.log.level };
      });
      await t.app.ready();
      const made = vi.spyOn(t.deps.log, 'child');

      expect((await t.app.inject({ url: '/api/test/quiet' })).statusCode).toBe(200);
      expect(made).not.toHaveBeenCalled();
      expect(t.logs()).not.toContain('nobody reads');

      const warned = await t.app.inject({ url: '/api/test/warns', headers: { 'x-request-id': 'call-42' } });
      expect(warned.json()).toEqual({ status: 'success', level: 'warn' });
      // The request's logger, then its child (pino's children inherit `child`, so the spy sees both).
      expect(made.mock.calls.map(([bindings]) => bindings)).toEqual([{ reqId: 'call-42' }, { step: 'inner' }]);
      const lines = t
        .logs()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(expect.objectContaining({ reqId: 'call-42', kind: 'test', msg: 'a warning' }));
      expect(lines).toContainEqual(
        expect.objectContaining({ reqId: 'call-42', step: 'inner', msg: 'an inner failure' }),
      );
    } finally {
      await t.close();
    }
  });
});
