import { eq } from 'drizzle-orm';
import { memberships, users } from '../db/schema.ts';
import { issueToken } from '../services/workspaces/tokens.ts';
import { apiClient, demoChannels, type ApiClient } from './api.ts';
import { DEMO, type TestApp } from './test-app.ts';

/** A member with their id and a client calling the API with a token of their own. */
export interface Person {
  id: number;
  api: ApiClient;
}

/**
 * The demo's people as a team's tests need them: its owner (Maya Chen) and collaborator (Sam Rivera), and an admin
 * (Priya Shah) and a second collaborator (Lee Park) added to the demo workspace; the other workspace's owner (Alex
 * Morgan); the demo's channels by network, and its workspace id.
 */
export async function demoTeam(t: TestApp) {
  const person = async (email: string): Promise<Person> => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: user!.id, api: apiClient(t, await t.tokenFor(email)) };
  };
  const maya = await person(DEMO.owner);
  const workspaceId = Number((await maya.api.get('/account/get')).body.data.workspace.workspace_id);
  const member = async (name: string, role: 'admin' | 'collaborator'): Promise<Person> => {
    const [user] = await t.db
      .insert(users)
      .values({ email: `${name.split(' ')[0]!.toLowerCase()}@demo.test`, name, passwordHash: 'not used' })
      .returning();
    await t.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
    const token = await issueToken(t.db, { clientId: 'dashboard', userId: user!.id, workspaceId, codeId: null }, 3600);
    return { id: user!.id, api: apiClient(t, token) };
  };
  return {
    maya,
    sam: await person(DEMO.collab),
    alex: await person(DEMO.other),
    priya: await member('Priya Shah', 'admin'),
    lee: await member('Lee Park', 'collaborator'),
    ch: await demoChannels(maya.api),
    workspaceId,
  };
}
