import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApi } from './contract/openapi.ts';
import { defineOperation } from './contract/operation.ts';
import { answerChecker } from './answer-contract.ts';

/** An operation of its own, so that the checker is tried on a document whose every answer is known. */
const op = defineOperation({
  operationId: 'sample',
  method: 'GET',
  path: '/sample/get',
  tag: 'extension',
  summary: 'A sample',
  paramsIn: 'query',
  params: z.object({}),
  response: z.object({ status: z.literal('success'), data: z.object({ count: z.int(), at: z.string() }) }),
});
const check = answerChecker(buildOpenApi([op]));
const json = 'application/json; charset=utf-8';
const answer = (status: number, body: unknown, contentType = json) => ({
  status,
  contentType,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the answer checker', () => {
  it('passes answers the document describes, failures included', () => {
    expect(check(op, answer(200, { status: 'success', data: { count: 2, at: 'now' } }))).toEqual([]);
    expect(check(op, answer(401, { status: 'error', code: 'missing_token', message: 'Log in.' }))).toEqual([]);
    expect(check(op, answer(503, { status: 'error', code: 'x', message: 'y' }))).toEqual([]);
  });

  it('catches a body the schema does not allow: a wrong type, a missing field, a field it forbids', () => {
    expect(check(op, answer(200, { status: 'success', data: { count: '2', at: 'now' } })).join()).toMatch(
      /data\/count must be integer/,
    );
    expect(check(op, answer(200, { status: 'success', data: { at: 'now' } })).join()).toMatch(/count/);
    const extra = check(op, answer(400, { status: 'error', code: 'c', message: 'm', error: 'invalid_request' }));
    expect(extra.join()).toMatch(/additional properties.*"error"/);
  });

  it('catches a status the operation does not list, and a media type its status does not document', () => {
    expect(check(op, answer(302, ''))).toEqual(['status 302 is not documented']);
    expect(check(op, answer(418, { status: 'error', code: 'c', message: 'm' }))).toEqual([
      'status 418 is not documented',
    ]);
    expect(check(op, answer(400, '<p>Bad</p>', 'text/html; charset=utf-8')).join()).toMatch(
      /answered text\/html; the document lists application\/json/,
    );
    expect(check(op, answer(200, 'not json')).join()).toMatch(/not JSON/);
  });

  it('catches an answer that breaks a deliberately wrong schema', () => {
    const wrong = { ...op, response: z.object({ status: z.literal('success'), data: z.array(z.string()) }) };
    const strict = answerChecker(buildOpenApi([wrong]));
    const right = answer(200, { status: 'success', data: { count: 2, at: 'now' } });
    expect(check(op, right)).toEqual([]);
    expect(strict(wrong, right).join()).toMatch(/data must be array/);
  });
});
