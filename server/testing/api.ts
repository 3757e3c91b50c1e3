import type { TestApp } from './test-app.ts';

type Params = Record<string, string | number | undefined>;

/** Calls the API as a client would: GET and DELETE in the query string, POST as a JSON body. */
export function apiClient(t: TestApp, token: string) {
  const clean = (params: Params) =>
    Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  const query = (params: Params) =>
    new URLSearchParams(Object.entries(clean(params)).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, params: Params = {}) => {
    const reply =
      method === 'POST'
        ? await t.app.inject({
            method,
            url: `/api${path}`,
            headers: { authorization: `Bearer ${token}` },
            payload: clean(params),
          })
        : await t.app.inject({
            method,
            url: `/api${path}?${query(params)}`,
            headers: { authorization: `Bearer ${token}` },
          });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
  return {
    get: (path: string, params?: Params) => call('GET', path, params),
    post: (path: string, params?: Params) => call('POST', path, params),
    delete: (path: string, params?: Params) => call('DELETE', path, params),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The demo workspace's channel ids by channel_type. */
export async function demoChannels(api: ApiClient): Promise<Record<number, number>> {
  const { body } = await api.get('/drafts/get');
  return Object.fromEntries(
    body.data.channels.map((c: { channel_type: number; channel_id: string }) => [c.channel_type, Number(c.channel_id)]),
  );
}
