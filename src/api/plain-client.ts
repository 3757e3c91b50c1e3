import type { Auth } from './generated/core/auth.gen';
import { getAuthToken } from './generated/core/auth.gen';
import { jsonBodySerializer } from './generated/core/bodySerializer.gen';
import { getUrl, serializePrimitiveParam } from './plain-requests';

/**
 * What the dashboard's build puts in place of the generated client's helpers (`client/utils.gen.ts`, vite.config.ts),
 * as plain-requests.ts does for its serializers (decision 066). The generator writes for every client what some
 * need: interceptors that can be ejected, updated and looked up, query parameters as arrays and objects, credentials
 * in cookies. The dashboard adds one response interceptor (kept by plain-fetch.ts, which stands in for the client
 * these helpers served), sends plain query values (plain-requests.test.ts checks the contract) and its credentials in
 * a header; plain-client.test.ts checks that each call's security asks no more.
 */

type Headers_ = Record<string, unknown> | Headers | undefined;
type Query = Record<string, unknown>;

/** Plain values only: anything else is refused by serializePrimitiveParam, never sent wrong. */
export const createQuerySerializer = () => (query: Query) =>
  Object.entries(query)
    .filter(([, value]) => value != null)
    .map(([name, value]) => serializePrimitiveParam({ name, value }))
    .join('&');

/** How to read an answer from its Content-Type, as the generated client does. */
export const getParseAs = (contentType: string | null) => {
  if (!contentType) return 'stream';
  const type = contentType.split(';')[0]!.trim();
  if (/^application\/json|\+json$/.test(type)) return 'json';
  if (type === 'multipart/form-data') return 'formData';
  if (/^(application|audio|image|video)\//.test(type)) return 'blob';
  if (type.startsWith('text/')) return 'text';
};

/** The call's credentials, in a header or the query, where the caller has not set them already. */
export const setAuthParams = async (options: {
  security: Auth[];
  auth?: Parameters<typeof getAuthToken>[1];
  query?: Query;
  headers: Headers;
}) => {
  for (const auth of options.security) {
    const name = auth.name ?? 'Authorization';
    if (auth.in === 'cookie') throw new Error(`The dashboard sends no credentials in cookies (${name}).`);
    if (options.headers.has(name) || options.query?.[name]) continue;
    const token = await getAuthToken(auth, options.auth);
    if (!token) continue;
    if (auth.in === 'query') options.query = { ...options.query, [name]: token };
    else options.headers.set(name, token);
  }
};

export const buildUrl = (options: { baseUrl?: string; path?: Query; query?: Query; url: string }) =>
  getUrl({ ...options, querySerializer: createQuerySerializer() });

export const mergeHeaders = (...all: Headers_[]) => {
  const merged = new Headers();
  for (const headers of all)
    for (const [key, value] of headers instanceof Headers ? headers.entries() : Object.entries(headers ?? {})) {
      if (value === null) merged.delete(key);
      else if (value !== undefined) merged.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  return merged;
};

export const mergeConfigs = <T extends { baseUrl?: string; headers?: Headers_ }>(a: T, b: T): T => ({
  ...a,
  ...b,
  baseUrl: (b.baseUrl ?? a.baseUrl)?.replace(/\/$/, ''),
  headers: mergeHeaders(a.headers, b.headers),
});

export const createConfig = (override: object = {}) => ({
  ...jsonBodySerializer,
  headers: { 'Content-Type': 'application/json' },
  parseAs: 'auto',
  ...override,
});
