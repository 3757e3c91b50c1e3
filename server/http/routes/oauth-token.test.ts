/**
 * The token endpoint as RFC 6749 asks (decision 022): client_secret_basic, parameters in a form or JSON body beside
 * the interface's query string, conflicts refused, failures as §5.2 describes them; and the document saying so.
 */
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operationById, operations, type OperationId } from '../contract/index.ts';
import { buildOpenApi } from '../contract/openapi.ts';
import { basicClient } from '../client-auth.ts';
import { answerChecker } from '../answer-contract.ts';
import { authorizeCode, DASHBOARD, DEMO_APP, pkcePair } from '../../testing/oauth-flow.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const document = buildOpenApi(operations);
const checkAnswer = answerChecker(document);
const conforms = (operationId: OperationId, reply: LightMyRequestResponse) =>
  checkAnswer(operationById(operationId), {
    status: reply.statusCode,
    contentType: reply.headers['content-type'] as string | undefined,
    body: reply.body,
  });

/** RFC 6749 §2.3.1: id and secret form-urlencoded, joined by a colon, base64 (RFC 7617). */
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

const demoCode = async () =>
  (await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri })).code;

const token = (request: {
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: Record<string, unknown>;
  authorization?: string;
}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken${request.query ? `?${new URLSearchParams(request.query)}` : ''}`,
    headers: {
      ...(request.authorization ? { authorization: request.authorization } : {}),
      ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
    ...(request.json ? { payload: request.json } : {}),
  });

function expectToken(reply: LightMyRequestResponse) {
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json()).toMatchObject({ status: 'success', token_type: 'Bearer', access_token: expect.any(String) });
  expect(conforms('oauthGetAccessToken', reply)).toEqual([]);
}

/** The request as the document describes it: every query parameter it marks required is present. */
function documentAccepts(query: Record<string, string>, contentType?: string) {
  const op = (document.paths['/oauth/getAccessToken'] as Record<string, OperationDoc>).post!;
  const missing = (op.parameters ?? []).filter((p) => p.required && !(p.name in query)).map((p) => p.name);
  const media = contentType === undefined || contentType in (op.requestBody?.content ?? {});
  return { missing, media };
}
type OperationDoc = {
  parameters?: { name: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
};

describe('the token endpoint', () => {
  it('takes client_secret_basic, with the id and secret form-urlencoded (RFC 6749 §2.3.1)', async () => {
    const code = await demoCode();
    // %2D is "-": the service url-decodes what Basic carries, as §2.3.1 asks.
    const authorization = `Basic ${Buffer.from('demo%2Dapp:demo%2Dsecret').toString('base64')}`;
    const reply = await token({
      form: { grant_type: 'authorization_code', code, redirect_uri: DEMO_APP.redirect_uri },
      authorization,
    });
    expectToken(reply);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('takes every parameter in a form body alone, as the document allows', async () => {
    const code = await demoCode();
    expect(documentAccepts({}, 'application/x-www-form-urlencoded')).toEqual({ missing: [], media: true });
    expectToken(await token({ form: { grant_type: 'authorization_code', ...DEMO_APP, code } }));
  });

  it('takes them in a JSON body too, as the rest of the API does', async () => {
    const code = await demoCode();
    expect(documentAccepts({}, 'application/json')).toEqual({ missing: [], media: true });
    expectToken(await token({ json: { ...DEMO_APP, code } }));
  });

  it('still takes them in the query string, as the interface shows, and the document lists them there', async () => {
    const code = await demoCode();
    const op = (document.paths['/oauth/getAccessToken'] as Record<string, OperationDoc>).post!;
    expect(op.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['client_id', 'client_secret', 'code']));
    expectToken(await token({ query: { ...DEMO_APP, code } }));
  });

  it('answers a wrong Basic secret with 401 invalid_client and a Basic challenge, and the code still works', async () => {
    const code = await demoCode();
    const params = { code, redirect_uri: DEMO_APP.redirect_uri };
    const wrong = await token({ form: params, authorization: basic('demo-app', 'guess') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm="/);
    expect(wrong.json()).toMatchObject({
      status: 'error',
      code: 'invalid_client',
      error: 'invalid_client',
      error_description: expect.any(String),
    });
    expect(conforms('oauthGetAccessToken', wrong)).toEqual([]);
    const unknown = await token({ form: params, authorization: basic('ghost', 'x') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toMatch(/^Basic /);
    expectToken(await token({ form: params, authorization: basic('demo-app', 'demo-secret') }));
  });

  it('challenges with Basic, not Bearer, when client_secret in the parameters is wrong', async () => {
    const reply = await token({ query: { ...DEMO_APP, client_secret: 'guess', code: await demoCode() } });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toMatch(/^Basic /);
    expect(conforms('oauthGetAccessToken', reply)).toEqual([]);
  });

  it('refuses two client authentications, or a client_id that differs from Basic’s, with 400 invalid_request', async () => {
    const code = await demoCode();
    const both = await token({
      query: { ...DEMO_APP, code },
      authorization: basic(DEMO_APP.client_id, DEMO_APP.client_secret),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ status: 'error', error: 'invalid_request', field: 'client_secret' });
    expect(conforms('oauthGetAccessToken', both)).toEqual([]);
    const other = await token({
      form: { client_id: 'dashboard', code, redirect_uri: DEMO_APP.redirect_uri },
      authorization: basic(DEMO_APP.client_id, DEMO_APP.client_secret),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'invalid_request', field: 'client_id' });
    // Neither spent the code.
    expectToken(await token({ query: { ...DEMO_APP, code } }));
  });

  it('refuses a parameter sent in the query string and the body with different values; the same value is fine', async () => {
    const code = await demoCode();
    const differs = await token({ query: { ...DEMO_APP, code }, form: { code: 'another' } });
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({ error: 'invalid_request', field: 'code' });
    expectToken(await token({ query: { ...DEMO_APP, code }, form: { code } }));
  });

  it('names a Basic header it cannot read, a missing parameter and another grant type in RFC 6749’s words', async () => {
    const code = await demoCode();
    const params = { code, redirect_uri: DEMO_APP.redirect_uri };
    const garbled = await token({ form: params, authorization: 'Basic not base64!' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 'invalid_request', error: 'invalid_request' });
    const missing = await token({ form: { redirect_uri: DEMO_APP.redirect_uri, client_id: 'demo-app' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'missing_parameter', error: 'invalid_request', field: 'code' });
    const noClient = await token({ form: params });
    expect(noClient.json()).toMatchObject({ code: 'missing_parameter', error: 'invalid_request', field: 'client_id' });
    const grant = await token({ form: { ...DEMO_APP, ...params, grant_type: 'client_credentials' } });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type', field: 'grant_type' });
    const reused = await token({ query: { ...DEMO_APP, code: 'made-up' } });
    expect(reused.json()).toMatchObject({ code: 'invalid_grant', error: 'invalid_grant' });
    for (const reply of [garbled, missing, noClient, grant, reused])
      expect(conforms('oauthGetAccessToken', reply)).toEqual([]);
  });

  it('lets a public client send Basic with an empty secret and its PKCE verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await authorizeCode(t.app, {
      ...DASHBOARD,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expectToken(
      await token({
        form: { code, redirect_uri: DASHBOARD.redirect_uri, code_verifier: verifier },
        authorization: basic('dashboard', ''),
      }),
    );
  });
});

describe('reading client_secret_basic', () => {
  const read = (authorization?: string) => basicClient({ headers: { authorization } } as unknown as FastifyRequest);
  const encoded = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

  it('form-decodes the id and the secret: + is a space, %3A a colon', () => {
    expect(read(encoded('my%3Aapp:a+b%2Bc%C3%A9'))).toEqual({ clientId: 'my:app', clientSecret: 'a b+cé' });
    expect(read(basic('id with: colon', 'sécret:+/'))).toEqual({
      clientId: 'id with: colon',
      clientSecret: 'sécret:+/',
    });
  });

  it('ignores other schemes and refuses Basic it cannot read', () => {
    expect(read(undefined)).toBeUndefined();
    expect(read('Bearer abc')).toBeUndefined();
    expect(() => read('Basic')).toThrow(/base64/);
    expect(() => read(encoded('no-colon'))).toThrow(/colon/);
    expect(() => read(encoded(':secret'))).toThrow(/no client_id/);
    expect(() => read(encoded('id:%E0%A4%A'))).toThrow(/form-urlencoded/);
  });
});

describe('the login link’s failures', () => {
  it('answer a readable page, as the document says (text/html)', async () => {
    const reply = await t.app.inject({
      url: `/api/oauth/authorize?client_id=ghost&redirect_uri=${encodeURIComponent(DEMO_APP.redirect_uri)}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('Unknown application');
    expect(conforms('oauthAuthorize', reply)).toEqual([]);
  });

  it('send a sound client its error on its redirect URI, a 302 the document lists', async () => {
    const reply = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ ...DEMO_APP, response_type: 'token', state: 's' })}`,
    });
    expect(reply.statusCode).toBe(302);
    expect(new URL(String(reply.headers.location)).searchParams.get('error')).toBe('unsupported_response_type');
    expect(conforms('oauthAuthorize', reply)).toEqual([]);
  });
});
