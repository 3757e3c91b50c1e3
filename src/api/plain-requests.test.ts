import { describe, expect, it } from 'vitest';
import contract from '../../openapi/openapi.json';
import { getUrl, getValidRequestBody, serializeArrayParam, serializePrimitiveParam } from './plain-requests';
import { createQuerySerializer } from './plain-client';

type Parameter = { in: string; name: string; schema: { type?: string } };
const parameters = Object.values(contract.paths as Record<string, Record<string, { parameters?: Parameter[] }>>)
  .flatMap((operations) => Object.values(operations))
  .flatMap((operation) => operation.parameters ?? []);

describe('the plain requests the dashboard is built with (vite.config.ts)', () => {
  it('stand in for a contract whose parameters are all plain values in the query', () => {
    expect(parameters.length).toBeGreaterThan(50);
    const other = parameters.filter((p) => p.in !== 'query' || !['string', 'integer'].includes(p.schema.type ?? ''));
    expect(other).toEqual([]);
  });

  it('write the address as the generated client does', () => {
    const querySerializer = createQuerySerializer();
    const url = (query?: Record<string, unknown>) =>
      getUrl({ baseUrl: '/api', url: '/inbox/get', query, querySerializer });
    expect(url()).toBe('/api/inbox/get');
    expect(url({ channel_ids: '1_2', page: 3, q: 'café & co', skipped: undefined })).toBe(
      '/api/inbox/get?channel_ids=1_2&page=3&q=caf%C3%A9%20%26%20co',
    );
    expect(getUrl({ url: 'hello', querySerializer })).toBe('/hello');
  });

  it('refuse what the contract never asks for rather than send it wrong', () => {
    const querySerializer = createQuerySerializer();
    expect(() => getUrl({ url: '/x', query: { ids: [1, 2] }, querySerializer })).toThrow(/ids is not one/);
    expect(() => getUrl({ url: '/x/{id}', path: { id: 1 }, querySerializer })).toThrow(/id is not one/);
    expect(() => serializeArrayParam({ name: 'ids', value: [1] })).toThrow();
    expect(serializePrimitiveParam({ name: 'a', value: null })).toBe('');
  });

  it('send a body as the generated client does', () => {
    expect(getValidRequestBody({})).toBeUndefined();
    expect(getValidRequestBody({ body: 'raw' })).toBe('raw');
    expect(getValidRequestBody({ body: { a: 1 }, bodySerializer: JSON.stringify, serializedBody: '{"a":1}' })).toBe(
      '{"a":1}',
    );
    expect(getValidRequestBody({ body: {}, bodySerializer: JSON.stringify, serializedBody: '' })).toBeNull();
  });
});
