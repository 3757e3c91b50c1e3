import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaces } from '../../db/schema.ts';
import { reportLogo } from '../../services/analytics/report-logo.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { encoded } from '../../testing/images.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// The workspace's logo on its reports (decision 078): a picture of its own media library, set by owners and admins.
let t: TestApp;
let owner: ApiClient;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
});
afterEach(() => t.close());

async function upload(bytes: Buffer, contentType: string, email = DEMO.owner) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload?name=logo',
    headers: { authorization: `Bearer ${await t.tokenFor(email)}`, 'content-type': contentType },
    payload: bytes,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { media_id: string; url: string };
}

const workspaceRow = async () => {
  const id = Number((await owner.get('/workspace/get')).body.data.workspace_id);
  const [row] = await t.deps.db.select().from(workspaces).where(eq(workspaces.id, id));
  return row!;
};

describe('the workspace logo', () => {
  it('is none at first, set from the media library, answered as its address, and removed with ""', async () => {
    const none = (await owner.get('/workspace/get')).body.data;
    expect([none.logo, none.logo_media_id]).toEqual(['', '']);

    const picture = await upload(await encoded('png', 300, 120), 'image/png');
    const set = await owner.post('/workspace/update', { logo: picture.media_id });
    expect(set.status).toBe(200);
    expect([set.body.data.logo, set.body.data.logo_media_id]).toEqual([picture.url, picture.media_id]);
    expect((await owner.get('/workspace/get')).body.data.logo).toBe(picture.url);

    // The report draws its JPEG rendition.
    const jpeg = await reportLogo(t.deps, await workspaceRow());
    expect([...jpeg!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const audit = (await owner.get('/audit/list')).body.data;
    expect(JSON.stringify(audit)).toContain(picture.media_id);

    const removed = await owner.post('/workspace/update', { logo: '' });
    expect([removed.body.data.logo, removed.body.data.logo_media_id]).toEqual(['', '']);
    expect(await reportLogo(t.deps, await workspaceRow())).toBeNull();
  });

  it("refuses a picture of another workspace's or none as the same 404, and a collaborator, changing nothing", async () => {
    const mine = await upload(await encoded('jpeg', 200, 100), 'image/jpeg');
    await owner.post('/workspace/update', { logo: mine.media_id });
    const theirs = await upload(await encoded('jpeg', 200, 100), 'image/jpeg', DEMO.other);

    const foreign = await owner.post('/workspace/update', { logo: theirs.media_id, name: 'Renamed' });
    const unknown = await owner.post('/workspace/update', { logo: 'AAAAAAAAAAAAAAAAAAAAAA' });
    for (const refused of [foreign, unknown]) {
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ status: 'error', code: 'not_found', field: 'logo' });
    }
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    expect((await collab.post('/workspace/update', { logo: '' })).status).toBe(403);
    const after = (await owner.get('/workspace/get')).body.data;
    expect([after.logo_media_id, after.name]).toEqual([mine.media_id, 'Northwind Coffee']);
  });

  it('goes when its picture is deleted from the library', async () => {
    const picture = await upload(await encoded('jpeg', 200, 100), 'image/jpeg');
    await owner.post('/workspace/update', { logo: picture.media_id });
    expect((await owner.delete('/media/delete', { media_id: picture.media_id })).status).toBe(200);
    const after = (await owner.get('/workspace/get')).body.data;
    expect([after.logo, after.logo_media_id]).toEqual(['', '']);
  });
});
