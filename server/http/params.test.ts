import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operationById } from './contract/index.ts';
import { drafts as draftsTable } from '../db/schema.ts';
import { createTestApp, DEMO } from '../testing/test-app.ts';
import { ApiError } from './errors.ts';
import { collectParams, readParams } from './params.ts';

const request = (query: Record<string, unknown>, body?: unknown) => ({ query, body }) as unknown as FastifyRequest;
const create = operationById('postsCreate');

function failure(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('request parameters', () => {
  it('reads the contract’s integers from text, as query strings and forms carry them', () => {
    const params = readParams(create, request({ channel_ids: '12', message: 'Hi', share_now: '1' }));
    expect(params).toMatchObject({ message: 'Hi', share_now: 1 });
    expect(readParams(operationById('postsGet'), request({ channel_id: '12' }))).toEqual({ channel_id: 12 });
  });

  it('keeps channel id lists as text (one id or several joined by _), and takes a JSON integer too', () => {
    expect(readParams(create, request({ channel_ids: '3_5_8', message: 'Hi' })).channel_ids).toBe('3_5_8');
    expect(readParams(create, request({ channel_ids: '12', message: 'Hi' })).channel_ids).toBe('12');
    expect(readParams(create, request({}, { channel_ids: 12, message: 'Hi' })).channel_ids).toBe(12);
  });

  it('merges the query string and the body, the body winning', () => {
    const merged = collectParams(
      create,
      request({ message: 'from query', link: 'https://a.example' }, { message: 'from body' }),
    );
    expect(merged).toMatchObject({ message: 'from body', link: 'https://a.example' });
  });

  it('treats an empty integer as absent, so optional ones may be left blank in a form', () => {
    expect(readParams(create, request({ channel_ids: '4', message: 'Hi', share_now: '' })).share_now).toBeUndefined();
  });

  it('names a missing parameter', () => {
    const error = failure(() => readParams(create, request({ channel_ids: '4' })));
    expect(error).toMatchObject({ httpStatus: 400, code: 'missing_parameter', field: 'message' });
  });

  it('names a malformed one, with what is expected', () => {
    const notInt = failure(() => readParams(operationById('postsGet'), request({ channel_id: 'abc' })));
    expect(notInt).toMatchObject({ code: 'invalid_parameter', field: 'channel_id' });
    const tooLong = failure(() =>
      readParams(create, request({ channel_ids: '4', message: 'Hi', album_name: 'x'.repeat(65) })),
    );
    expect(tooLong).toMatchObject({ code: 'invalid_parameter', field: 'album_name' });
    expect(tooLong.message).toContain('64');
    const badTime = failure(() =>
      readParams(create, request({ channel_ids: '4', message: 'Hi', custom_time: '21/11/2026 9am' })),
    );
    expect(badTime.message).toContain('YYYY-MM-DD HH:mm:ss');
  });
});

describe('text no database can hold', () => {
  it('refuses half of a surrogate pair as it refuses NUL, naming the parameter; a whole pair is text', () => {
    for (const message of ['a\ud83db', 'a\ude00b', 'ends with \ud83d', '\ude00\ud83d']) {
      const error = failure(() => collectParams(create, request({}, { channel_ids: '4', message })));
      expect(error).toMatchObject({ httpStatus: 400, code: 'invalid_parameter', field: 'message' });
      expect(error.message).toMatch(/^message contains half of a character \(a lone UTF-16 surrogate/);
    }
    expect(collectParams(create, request({}, { channel_ids: '4', message: 'Hi \ud83d\ude00' })).message).toBe('Hi 😀');
  });

  it('answers a JSON body with a lone surrogate 400 on a real database, storing nothing', async () => {
    const t = await createTestApp();
    try {
      const token = await t.tokenFor(DEMO.owner);
      const send = (json: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/drafts/create',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: json,
        });
      const drafts = async () => (await t.db.select().from(draftsTable)).length;
      const before = await drafts();
      const refused = await send('{"message":"Caf\\ud83d latte"}');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'error', code: 'invalid_parameter', field: 'message' });
      expect(await drafts()).toBe(before);
      const taken = await send('{"message":"Caf\\ud83d\\ude00 latte"}');
      expect(taken.statusCode).toBe(200);
      const [stored] = await t.db
        .select({ message: draftsTable.message })
        .from(draftsTable)
        .where(eq(draftsTable.id, taken.json().data.draft_id));
      expect(stored!.message).toBe('Caf😀 latte');
    } finally {
      await t.close();
    }
  });
});
