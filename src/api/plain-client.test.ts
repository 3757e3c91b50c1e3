import { describe, expect, it } from 'vitest';
import contract from '../../openapi/openapi.json';
import { createQuerySerializer, getParseAs, mergeHeaders, setAuthParams } from './plain-client';

describe('the plain client helpers the dashboard is built with (vite.config.ts)', () => {
  it('stand in for a contract whose credentials all go in a header or the query', () => {
    const schemes = Object.values(contract.components.securitySchemes as Record<string, { in?: string }>);
    expect(schemes.length).toBeGreaterThan(1);
    expect(schemes.filter((scheme) => scheme.in === 'cookie')).toEqual([]);
  });

  it('write the query of plain values, and refuse a list rather than send it wrong', () => {
    const serialize = createQuerySerializer();
    expect(serialize({ channel_id: '11_15', limit: 20, q: 'a&b', unread: undefined, label: null })).toBe(
      'channel_id=11_15&limit=20&q=a%26b',
    );
    expect(() => serialize({ ids: [1, 2] })).toThrow(/ids is not one/);
  });

  it('send the session as a Bearer header, not in the address', async () => {
    const options = {
      security: [
        { scheme: 'bearer' as const, type: 'http' as const },
        { in: 'query' as const, name: 'access_token', type: 'apiKey' as const },
      ],
      headers: new Headers(),
      query: {},
      auth: (auth: { scheme?: string }) => (auth.scheme === 'bearer' ? 'abc' : undefined),
    };
    await setAuthParams(options);
    expect(options.headers.get('Authorization')).toBe('Bearer abc');
    expect(options.query).toEqual({});
  });

  it('keep a header the caller set, and read answers by their type', async () => {
    const headers = new Headers({ Authorization: 'Basic xyz' });
    await setAuthParams({ security: [{ scheme: 'bearer', type: 'http' }], headers, auth: 'abc' });
    expect(headers.get('Authorization')).toBe('Basic xyz');
    expect(getParseAs('application/json; charset=utf-8')).toBe('json');
    expect(getParseAs('text/csv')).toBe('text');
    expect(getParseAs('image/png')).toBe('blob');
    expect(getParseAs(null)).toBe('stream');
  });

  it('merge headers, a null taking one away', () => {
    const merged = mergeHeaders({ 'Content-Type': 'application/json', 'X-A': '1' }, new Headers({ 'X-B': '2' }), {
      'Content-Type': null,
    });
    expect([...merged.entries()]).toEqual([
      ['x-a', '1'],
      ['x-b', '2'],
    ]);
  });
});
