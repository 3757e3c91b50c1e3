import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operationById } from '../contract/index.ts';
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
