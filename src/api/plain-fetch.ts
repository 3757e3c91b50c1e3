import type { Auth } from './generated/core/auth.gen';
import type { Client, Config } from './generated/client/types.gen';
import { buildUrl, createConfig, getParseAs, mergeConfigs, mergeHeaders, setAuthParams } from './plain-client';

/**
 * What the dashboard's build puts in place of the generated fetch client (`client/client.gen.ts`, vite.config.ts), as
 * plain-client.ts does for its helpers (decision 066). The generated one is written for every contract: a reader of
 * Server-Sent Events per method, request and error interceptors, validators and transformers of answers, answers in
 * the `data` style, bodies and answers of every type. The SDK functions (sdk.gen.ts) and the dashboard use this
 * much: GET, POST and DELETE; the base address and the session's Bearer header (api/client.ts); one response
 * interceptor; JSON bodies, or bytes as they are (no serializer); answers read by their Content-Type, or as asked
 * (`parseAs: 'blob'` for the CSV export); `throwOnError`, or the `{ data, error, request, response }` the SDK types
 * say. plain-fetch.test.ts reads the generated SDK and the dashboard and fails if they come to use anything else.
 */

interface Options {
  auth?: Parameters<typeof setAuthParams>[0]['auth'];
  baseUrl?: string;
  body?: unknown;
  bodySerializer?: ((body: unknown) => unknown) | null;
  fetch?: typeof fetch;
  headers?: Parameters<typeof mergeHeaders>[0];
  method?: string;
  parseAs?: 'arrayBuffer' | 'auto' | 'blob' | 'formData' | 'json' | 'stream' | 'text';
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  security?: Auth[];
  throwOnError?: boolean;
  url: string;
}

type Interceptor = (response: Response, request: Request, options: Options) => Response | Promise<Response>;

export const createClient = (config: Config = {}): Client => {
  let current = mergeConfigs(createConfig(), config as object) as Omit<Options, 'url'>;
  const getConfig = () => ({ ...current });
  // Response interceptors alone: the dashboard adds one (api/client.ts), and none on requests or errors.
  const interceptors = {
    response: {
      fns: [] as Interceptor[],
      use(fn: Interceptor) {
        return this.fns.push(fn) - 1;
      },
    },
  };

  const request = async (options: Options) => {
    const opts = { ...current, ...options, headers: mergeHeaders(current.headers, options.headers) };
    if (opts.security) await setAuthParams({ ...opts, security: opts.security });
    // JSON unless the operation says none (the picture's bytes); an empty body sends no Content-Type.
    let body = opts.body;
    if (body !== undefined && opts.bodySerializer) body = opts.bodySerializer(body) || null;
    if (body == null) opts.headers.delete('Content-Type');
    const request = new Request(buildUrl(opts), { ...opts, body } as RequestInit);

    let response: Response;
    try {
      response = await (opts.fetch ?? globalThis.fetch)(request);
    } catch (error) {
      // The network or an abort: as the generated client, thrown or returned as the call's error.
      if (opts.throwOnError) throw error;
      return { error, request };
    }
    for (const fn of interceptors.response.fns) response = await fn(response, request, opts);

    if (response.ok) {
      const parseAs =
        (opts.parseAs === 'auto' ? getParseAs(response.headers.get('Content-Type')) : opts.parseAs) ?? 'json';
      let data: unknown;
      if (parseAs === 'json') {
        // An empty answer (204, or 200 without a body) is an empty object, as the generated client reads it.
        const text = await response.text();
        data = text ? JSON.parse(text) : {};
      } else data = parseAs === 'stream' ? response.body : await response[parseAs]();
      return { data, request, response };
    }

    // The service's error body (JSON), else its text.
    const text = await response.text();
    let error: unknown = text;
    try {
      error = JSON.parse(text) ?? text;
    } catch {
      // not JSON: the text
    }
    error ||= {};
    if (opts.throwOnError) throw error;
    return { error, request, response };
  };

  const method = (method: string) => (options: Options) => request({ ...options, method });

  return {
    delete: method('DELETE'),
    get: method('GET'),
    getConfig,
    interceptors,
    post: method('POST'),
    request,
    setConfig: (config: Config) => {
      current = mergeConfigs(current, config as object);
      return getConfig();
    },
  } as unknown as Client;
};
