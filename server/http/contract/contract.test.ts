import { createClient } from '@hey-api/openapi-ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heyApiConfig } from '../../../openapi-ts.config.ts';
import { openApiText } from './emit.ts';

type Doc = {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema> };
};
type Schema = {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  $ref?: string;
};
type OperationDoc = {
  parameters?: { name: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
};

const doc = JSON.parse(openApiText()) as Doc;

/** The interface's endpoints with their parameters: name → [type, required]. i integer, s string, d date. */
const INTERFACE: Record<string, Record<string, string>> = {
  'GET /inbox/get': { timestamp: 'd', is_after: 'i', is_archived: 'i', filter_by_user_id: 's', channel_id: 'i' },
  'GET /inbox/getItem': { reply_id: 'i!', channel_id: 'i!' },
  'GET /inbox/likeInfo': { channel_type: 'i!', channel_id: 'i!', item_id: 'i!' },
  'GET /inbox/retweetInfo': { channel_type: 'i!', channel_id: 'i!', item_id: 'i!' },
  'GET /inbox/conversation': { channel_id: 'i!', channel_type: 'i!', post_id: 'i!', is_message: 'i', comment_id: 'i' },
  'GET /inbox/moreConversation': {
    channel_type: 'i!',
    channel_id: 'i!',
    post_id: 'i!',
    last_comment_id: 'i!',
    timestamp: 'd',
    is_message: 'i',
    is_next: 'i',
  },
  'POST /inbox/action': { post_id: 'i!', channel_type: 'i!', channel_id: 'i!', action: 's!' },
  'POST /inbox/retweet': { channel_ids: 'i!', post_id: 'i!' },
  'DELETE /inbox/deletePost': { channel_id: 'i!', post_id: 'i!' },
  'POST /inbox/archive': { channel_id: 'i' },
  'DELETE /inbox/deleteComment': { post_id: 'i!', channel_type: 'i!', channel_id: 'i!', is_message: 'i' },
  'POST /posts/create': {
    channel_ids: 'i!',
    message: 's!',
    link: 's',
    picture: 's',
    share_now: 'i',
    create_album: 'i',
    album_name: 's',
    custom_time: 'd',
  },
  'POST /posts/copy': { channel_id: 'i!', post_id: 'i!' },
  'POST /posts/update': {
    id: 'i!',
    link: 's',
    update_mapped: 'i',
    share_now: 'i',
    create_album: 'i',
    album_name: 's',
    custom_time: 'd',
  },
  'POST /posts/reorder': { channel_id: 'i!', order: 's!' },
  'DELETE /posts/delete': { channel_id: 'i!', post_id: 'i!', delete_mapped: 'i' },
  'POST /posts/approvePost': { channel_id: 'i!', post_id: 'i!' },
  'POST /posts/disapprovePost': { channel_id: 'i!', post_id: 'i!', message: 's' },
  'POST /posts/shareNow': { channel_id: 'i!', post_id: 'i!' },
  'GET /posts/get': { channel_id: 'i!' },
  'GET /posts/getLinks': { post_id: 'i!' },
  'POST /posts/addToStack': { post_id: 'i!' },
  'GET /drafts/get': {},
  'POST /drafts/create': {
    message: 's!',
    channel_ids: 's',
    create_album: 'i',
    link: 's',
    album_name: 's',
    picture: 's',
  },
  'POST /drafts/update': {
    draft_id: 'i!',
    message: 's!',
    channel_id: 's',
    link: 's',
    create_album: 'i',
    album_name: 's',
    picture: 's',
    add_to_stack: 'i',
    share_now: 'i',
    custom_time: 'd',
  },
  'DELETE /drafts/delete': { draft_id: 'i!' },
  'POST /drafts/add_to_stack': { draft_id: 'i!' },
  'GET /oauth/authorize': { client_id: 's!', redirect_uri: 's!' },
  'POST /oauth/getAccessToken': { client_id: 's!', redirect_uri: 's!', code: 's!', client_secret: 's' },
};

function parametersOf(op: OperationDoc): Map<string, { schema: Schema; required: boolean }> {
  const found = new Map<string, { schema: Schema; required: boolean }>();
  for (const p of op.parameters ?? []) found.set(p.name, { schema: p.schema, required: p.required });
  const body = op.requestBody?.content['application/json']?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {}))
    found.set(name, { schema, required: body?.required?.includes(name) ?? false });
  return found;
}

const typesOf = (s: Schema): string[] => (s.anyOf ? s.anyOf.flatMap(typesOf) : s.type ? [s.type] : []);

describe('the OpenAPI document', () => {
  it('describes all 29 endpoints of the interface with every parameter and its type', () => {
    expect(Object.keys(INTERFACE)).toHaveLength(29);
    for (const [endpoint, params] of Object.entries(INTERFACE)) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect(op, endpoint).toBeDefined();
      const documented = parametersOf(op!);
      for (const [name, spec] of Object.entries(params)) {
        const param = documented.get(name);
        expect(param, `${endpoint} ${name}`).toBeDefined();
        const want = spec[0] === 'i' ? 'integer' : 'string';
        expect(typesOf(param!.schema), `${endpoint} ${name}`).toContain(want);
        if (op!.parameters?.length && op!.requestBody) {
          // The query string or the body (the token endpoint): a parameter is in both, required in neither.
          expect(
            op!.parameters.some((p) => p.name === name && !p.required),
            `${endpoint} ${name} in the query`,
          ).toBe(true);
          expect(param!.required, `${endpoint} ${name} required in the body`).toBe(false);
        } else expect(param!.required, `${endpoint} ${name} required`).toBe(spec.endsWith('!'));
      }
    }
  });

  it('documents every operation’s failures with the error body: 400 and 429 for all, 401 behind login', () => {
    const failures = { '404': 0, '409': 0, '403': 0 };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const codes = Object.keys(op.responses).filter((code) => /^[45]\d\d$/.test(code));
        const where = `${method.toUpperCase()} ${path}`;
        expect(codes, where).toContain('400');
        expect(codes, where).toContain('429');
        if (op.security === undefined) expect(codes, where).toContain('401');
        for (const code of [...codes, 'default']) {
          expect(op.responses[code]!.description, `${where} ${code}`).not.toBe('');
          const content = op.responses[code]!.content;
          // The error body (with RFC 6749's fields at the token endpoint), or a page for a person (the login flow,
          // an email's unsubscribe link).
          if (content?.['text/html'])
            expect(
              ['/oauth/authorize', '/notifications/unsubscribe', '/reports/unsubscribe'],
              `${where} ${code}`,
            ).toContain(path);
          else
            expect(['#/components/schemas/Error', '#/components/schemas/OAuthError'], `${where} ${code}`).toContain(
              content?.['application/json']?.schema.$ref,
            );
        }
        for (const code of Object.keys(failures) as (keyof typeof failures)[])
          if (codes.includes(code)) failures[code]++;
      }
    }
    // What each operation can answer besides is its own; tests fail on any failure its operation does not list.
    expect(failures['404']).toBeGreaterThan(20);
    expect(failures['409']).toBeGreaterThan(5);
    expect(failures['403']).toBeGreaterThan(5);
  });

  it('keeps the interface’s limits', () => {
    const create = parametersOf(doc.paths['/posts/create']!.post!);
    expect(create.get('album_name')!.schema.maxLength).toBe(64);
    expect(parametersOf(doc.paths['/drafts/create']!.post!).get('picture')!.schema.maxLength).toBe(5000);
  });

  it('keeps strings strings and integers integers in answers', () => {
    const item = doc.components.schemas.InboxItem!.properties!;
    for (const field of ['post_id', 'channel_id', 'is_unread', 'is_direct_post', 'channel', 'parent_id'])
      expect(item[field]!.type, field).toBe('string');
    for (const field of ['is_actionable', 'can_delete', 'is_liked', 'action_counter'])
      expect(item[field]!.type, field).toBe('integer');
    const post = doc.components.schemas.OutboxPost!.properties!;
    expect(post.post_id!.type).toBe('integer');
    expect(post.channel!.type).toBe('integer');
    expect(post.channel_id!.type).toBe('string');
    expect(doc.components.schemas.Error!.required).toEqual(['status', 'code', 'message']);
  });

  it('is the committed openapi/openapi.json (run npm run gen:api when this fails)', () => {
    expect(readFileSync('openapi/openapi.json', 'utf8')).toBe(openApiText());
  });
});

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('the generated dashboard client', () => {
  it('is what the generator makes of the committed document (run npm run gen:api when this fails)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'gen-'));
    try {
      await createClient({
        ...heyApiConfig,
        output: { ...heyApiConfig.output, path: out },
        logs: { level: 'silent' },
      } as Parameters<typeof createClient>[0]);
      const fresh = filesUnder(out);
      const committed = filesUnder('src/api/generated');
      expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [file, text] of fresh) expect(committed.get(file), file).toBe(text);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
