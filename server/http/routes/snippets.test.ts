/**
 * A workspace's snippets, saved hashtag groups and signatures (issue 37, decision 067): who reads and writes them,
 * what is refused with nothing changed, the filters, and another workspace's snippet as a 404.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, memberships, snippets, users } from '../../db/schema.ts';
import { MAX_SNIPPETS } from '../../domain/snippets.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { demoTeam } from '../../testing/demo-team.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof demoTeam>>;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-27T10:00:00Z') });
  team = await demoTeam(t);
});
afterEach(() => t.close());

type Snippet = {
  snippet_id: string;
  kind: 'hashtags' | 'signature';
  name: string;
  body: string;
  created_by: string;
  created_by_id: string;
  can_edit: number;
  updated_at: string;
};

const create = async (api: ApiClient, kind: Snippet['kind'], name: string, body: string) => {
  const reply = await api.post('/snippets/create', { kind, name, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Snippet;
};
const list = async (api: ApiClient, query: Record<string, string> = {}) => {
  const reply = await api.get('/snippets/list', query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Snippet[];
};
const rows = () => t.db.select().from(snippets).orderBy(asc(snippets.id));
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, team.workspaceId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id));

function expectError(reply: { status: number; body: Record<string, unknown> }, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status: 'error', code });
  expect(typeof reply.body.message).toBe('string');
}

const nameOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.name;

describe('snippets', () => {
  it('are saved, listed by kind and name, changed and deleted, each in the audit log', async () => {
    const { maya, sam } = team;
    const mayaName = await nameOf(maya.id);
    const best = await create(maya.api, 'signature', '  Best  ', '\n— Maya, Northwind Coffee  \n');
    expect(best).toEqual({
      snippet_id: expect.stringMatching(/^\d+$/),
      kind: 'signature',
      name: 'Best',
      body: '— Maya, Northwind Coffee',
      created_by: mayaName,
      created_by_id: String(maya.id),
      can_edit: 1,
      updated_at: expect.stringMatching(/^2026-11-27 \d\d:00:00$/),
    });
    const coffee = await create(maya.api, 'hashtags', 'coffee', '#coffee #morning');
    const autumn = await create(maya.api, 'hashtags', 'Autumn', '#autumn #pumpkin');
    // Hashtag groups first, each kind by name whatever the case; a collaborator reads them and may not change them.
    const asSam = (s: Snippet) => ({ ...s, can_edit: 0 });
    expect(await list(sam.api)).toEqual([autumn, coffee, best].map(asSam));
    expect(await list(sam.api, { kind: 'signature' })).toEqual([asSam(best)]);

    t.setNow(() => new Date('2026-11-27T11:00:00Z'));
    const changed = await maya.api.post('/snippets/update', { snippet_id: best.snippet_id, name: 'Cheers' });
    expect(changed.body.data).toMatchObject({ kind: 'signature', name: 'Cheers', body: best.body });
    expect(changed.body.data.updated_at).not.toBe(best.updated_at);
    const rewritten = await maya.api.post('/snippets/update', { snippet_id: best.snippet_id, body: '— Maya' });
    expect(rewritten.body.data).toMatchObject({ name: 'Cheers', body: '— Maya', created_by: mayaName });

    expect((await maya.api.post('/snippets/delete', { snippet_id: coffee.snippet_id })).body).toEqual({
      status: 'success',
    });
    expect((await list(maya.api)).map((s) => s.name)).toEqual(['Autumn', 'Cheers']);

    expect((await auditOf('snippet.created')).map((e) => [e.target, e.details, e.subjects])).toEqual([
      ['Autumn', { kind: 'hashtags' }, [{ kind: 'snippet', id: autumn.snippet_id, name: 'Autumn' }]],
      ['coffee', { kind: 'hashtags' }, [{ kind: 'snippet', id: coffee.snippet_id, name: 'coffee' }]],
      ['Best', { kind: 'signature' }, [{ kind: 'snippet', id: best.snippet_id, name: 'Best' }]],
    ]);
    expect((await auditOf('snippet.updated')).map((e) => e.details)).toEqual([
      { kind: 'signature', body_changed: true },
      { kind: 'signature', name_from: 'Best', name: 'Cheers' },
    ]);
    expect((await auditOf('snippet.deleted'))[0]).toMatchObject({ target: 'coffee', details: { kind: 'hashtags' } });
    // The audit log names the snippet, there while it is.
    const audit = await maya.api.get('/audit/list');
    const subjects = (audit.body.data.events as { subjects: { kind: string; exists: boolean }[] }[])
      .flatMap((e) => e.subjects)
      .filter((s) => s.kind === 'snippet');
    expect(subjects.map((s) => s.exists)).toContain(false);
    expect(subjects.map((s) => s.exists)).toContain(true);
  });

  it('are found by words of the name or the body, whatever the case, names first', async () => {
    const { maya, sam } = team;
    await create(maya.api, 'hashtags', 'Morning', '#coffee #sunrise');
    await create(maya.api, 'hashtags', 'Beans', '#roast #morningcoffee');
    await create(maya.api, 'signature', 'Morning team', '— the morning team');
    await create(maya.api, 'hashtags', '100% arabica', '#arabica');
    const names = async (query: Record<string, string>) => (await list(sam.api, query)).map((s) => s.name);
    expect(await names({ search: 'MORNING' })).toEqual(['Morning', 'Morning team', 'Beans']);
    expect(await names({ search: 'morning', kind: 'hashtags' })).toEqual(['Morning', 'Beans']);
    expect(await names({ search: '%' })).toEqual(['100% arabica']);
    expect(await names({ search: 'nothing like it' })).toEqual([]);
    expect(await names({ search: '' })).toHaveLength(4);
    expectError(await sam.api.get('/snippets/list', { search: 'x'.repeat(201) }), 400, 'invalid_parameter');
    expectError(await sam.api.get('/snippets/list', { kind: 'emoji' }), 400, 'invalid_parameter');
  });

  it('refuse a bad kind, a name taken in its kind whatever the case, a body too long, and change nothing', async () => {
    const { maya } = team;
    const coffee = await create(maya.api, 'hashtags', 'Coffee', '#coffee');
    await create(maya.api, 'hashtags', 'Tea', '#tea');
    // The same name in the other kind is another snippet.
    await create(maya.api, 'signature', 'coffee', '— the coffee team');
    const before = await rows();
    const post = (path: string, body: Record<string, string | number>) => maya.api.post(`/snippets/${path}`, body);

    expectError(await post('create', { kind: 'hashtags', name: 'COFFEE', body: '#x' }), 409, 'snippet_exists');
    expectError(await post('update', { snippet_id: coffee.snippet_id, name: 'tea' }), 409, 'snippet_exists');
    expectError(await post('create', { kind: 'emoji', name: 'Smile', body: ':)' }), 400, 'invalid_parameter');
    expectError(await post('create', { name: 'No kind', body: '#x' }), 400, 'missing_parameter');
    expectError(await post('create', { kind: 'hashtags', name: 'x'.repeat(61), body: '#x' }), 400, 'invalid_parameter');
    expectError(
      await post('create', { kind: 'signature', name: 'Long', body: 'a'.repeat(2001) }),
      400,
      'invalid_parameter',
    );
    expectError(await post('create', { kind: 'signature', name: 'Blank', body: '  \n ' }), 400, 'invalid_parameter');
    expectError(await post('create', { kind: 'signature', name: ' ', body: 'Hi' }), 400, 'invalid_parameter');
    expectError(await post('update', { snippet_id: coffee.snippet_id }), 400, 'missing_parameter');
    expectError(await post('update', { snippet_id: coffee.snippet_id, body: '' }), 400, 'invalid_parameter');

    expect(await rows()).toEqual(before);
    expect(await auditOf('snippet.updated')).toEqual([]);
    // The limits themselves are allowed.
    await create(maya.api, 'signature', 'x'.repeat(60), 'a'.repeat(2000));
  });

  it('are written by owners and admins, and by collaborators who change only their own', async () => {
    const { maya, sam, priya, lee } = team;
    const mine = await create(sam.api, 'hashtags', 'Sam’s tags', '#sam');
    const mayas = await create(maya.api, 'signature', 'Maya', '— Maya');
    expect(mine).toMatchObject({ created_by: await nameOf(sam.id), can_edit: 1 });
    expect((await sam.api.post('/snippets/update', { snippet_id: mine.snippet_id, body: '#sam #rivera' })).status).toBe(
      200,
    );
    const before = await rows();

    // Another collaborator reads Sam's and cannot change it; nor can Sam change the owner's.
    expect((await list(lee.api)).map((s) => [s.name, s.can_edit])).toEqual([
      ['Sam’s tags', 0],
      ['Maya', 0],
    ]);
    expectError(
      await lee.api.post('/snippets/update', { snippet_id: mine.snippet_id, body: '#lee' }),
      403,
      'forbidden',
    );
    expectError(await lee.api.post('/snippets/delete', { snippet_id: mine.snippet_id }), 403, 'forbidden');
    expectError(await sam.api.post('/snippets/delete', { snippet_id: mayas.snippet_id }), 403, 'forbidden');
    expect(await rows()).toEqual(before);

    // An admin changes anyone's.
    expect((await list(priya.api)).every((s) => s.can_edit === 1)).toBe(true);
    const renamed = await priya.api.post('/snippets/update', { snippet_id: mine.snippet_id, name: 'Team tags' });
    expect(renamed.body.data).toMatchObject({ name: 'Team tags', created_by: await nameOf(sam.id), can_edit: 1 });
    expect((await priya.api.post('/snippets/delete', { snippet_id: mayas.snippet_id })).status).toBe(200);
    expect((await list(sam.api)).map((s) => s.name)).toEqual(['Team tags']);
  });

  it('are closed to clients, who neither read nor write them', async () => {
    const { maya, workspaceId } = team;
    const tags = await create(maya.api, 'hashtags', 'Coffee', '#coffee');
    const [client] = await t.db
      .insert(users)
      .values({ email: 'cleo@client.test', name: 'Cleo Client', passwordHash: 'not used' })
      .returning();
    await t.db.insert(memberships).values({ workspaceId, userId: client!.id, role: 'client' });
    const cleo = apiClient(t, await t.tokenFor('cleo@client.test'));
    const before = await rows();
    expectError(await cleo.get('/snippets/list'), 403, 'forbidden');
    expectError(await cleo.post('/snippets/create', { kind: 'hashtags', name: 'Mine', body: '#x' }), 403, 'forbidden');
    expectError(await cleo.post('/snippets/delete', { snippet_id: tags.snippet_id }), 403, 'forbidden');
    expect(await rows()).toEqual(before);
  });

  it("are the workspace's own: another workspace's snippet is the same 404 as none, and is left as it was", async () => {
    const { maya, alex } = team;
    const theirs = await create(alex.api, 'hashtags', 'Coffee', '#theirs');
    await create(maya.api, 'hashtags', 'Coffee', '#ours');
    expect(await list(alex.api)).toEqual([theirs]);
    const before = await rows();
    const foreign = await maya.api.post('/snippets/update', { snippet_id: theirs.snippet_id, body: '#mine' });
    const unknown = await maya.api.post('/snippets/update', { snippet_id: 999_999, body: '#mine' });
    expectError(foreign, 404, 'not_found');
    expectError(unknown, 404, 'not_found');
    expect(foreign.body.message).toBe(unknown.body.message.replace('999999', theirs.snippet_id));
    expectError(await maya.api.post('/snippets/delete', { snippet_id: theirs.snippet_id }), 404, 'not_found');
    expect(await rows()).toEqual(before);
  });

  it(`are at most ${MAX_SNIPPETS} to a workspace`, async () => {
    await t.db.insert(snippets).values(
      Array.from({ length: MAX_SNIPPETS - 1 }, (_, i) => ({
        workspaceId: team.workspaceId,
        kind: 'hashtags' as const,
        name: `Tags ${i}`,
        body: '#x',
      })),
    );
    await create(team.sam.api, 'signature', 'The last one', 'Bye');
    expectError(
      await team.maya.api.post('/snippets/create', { kind: 'signature', name: 'One too many', body: 'Hi' }),
      409,
      'too_many_snippets',
    );
    expect(await list(team.maya.api)).toHaveLength(MAX_SNIPPETS);
    // Another workspace has its own room.
    await create(team.alex.api, 'signature', 'Theirs', 'Hi');
  });
});
