import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Operation } from './contract/index.ts';
import { badRequest } from './errors.ts';

const INTEGER = /^-?\d{1,15}$/;
/** Half of a surrogate pair, alone: UTF-8 cannot encode it, so storing it would turn it into U+FFFD unsaid. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Which parameters the contract types as integers (alone or as one branch of a union). */
function integerKeys(schema: z.ZodObject): Set<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }>;
  };
  return new Set(
    Object.entries(json.properties ?? {})
      .filter(([, p]) => p.type === 'integer' || p.anyOf?.every((branch) => branch.type === 'integer'))
      .map(([key]) => key),
  );
}

const integerKeysCache = new WeakMap<z.ZodObject, Set<string>>();

/** Which parameters the contract lets be JSON arrays (JSON-valued ones, as `thread`): a list is their value. */
function arrayKeys(schema: z.ZodObject): Set<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }>;
  };
  return new Set(
    Object.entries(json.properties ?? {})
      .filter(([, p]) => p.type === 'array' || p.anyOf?.some((branch) => branch.type === 'array'))
      .map(([key]) => key),
  );
}

const arrayKeysCache = new WeakMap<z.ZodObject, Set<string>>();

/**
 * The query string and the body (JSON or form) are one bag of parameters, as the interface's examples and
 * ordinary clients send them either way; the body wins where both carry a name. Query strings and forms only
 * carry text, so integers of the contract are read from their decimal form, and an empty value is no value.
 *
 * What no parameter may be is refused here, for every operation alike: a name sent twice (or a JSON array where
 * one value goes), and text with a NUL character (PostgreSQL cannot store it; no person types it) or with half of
 * a surrogate pair (JSON's "\ud800" escape: UTF-8 cannot encode it, and the database would get U+FFFD instead).
 */
export function collectParams(op: Operation, request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  // An upload's raw bytes (a Buffer) carry no parameters: those travel in the query string.
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) && !Buffer.isBuffer(request.body)
      ? request.body
      : {};
  let ints = integerKeysCache.get(op.params);
  if (!ints) integerKeysCache.set(op.params, (ints = integerKeys(op.params)));
  let lists = arrayKeysCache.get(op.params);
  if (!lists) arrayKeysCache.set(op.params, (lists = arrayKeys(op.params)));
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...query, ...(body as Record<string, unknown>) })) {
    if (Array.isArray(value) && !(lists.has(key) && Object.hasOwn(body, key)))
      throw badRequest('invalid_parameter', `${key} takes one value; it was sent more than once or as a list.`, key);
    if (typeof value === 'string' && value.includes('\u0000'))
      throw badRequest('invalid_parameter', `${key} contains a NUL character, which no text may hold.`, key);
    if (typeof value === 'string' && LONE_SURROGATE.test(value))
      throw badRequest(
        'invalid_parameter',
        `${key} contains half of a character (a lone UTF-16 surrogate, as in "\\ud83d" without its pair), which no text may hold. Send the whole character.`,
        key,
      );
    if (ints.has(key) && typeof value === 'string') {
      if (value === '') continue;
      merged[key] = INTEGER.test(value) ? Number(value) : value;
    } else merged[key] = value;
  }
  return merged;
}

function describeIssue(issue: z.core.$ZodIssue, params: Record<string, unknown>): { code: string; message: string } {
  const field = String(issue.path[0] ?? '');
  if (field && params[field] === undefined) return { code: 'missing_parameter', message: `${field} is required.` };
  if (issue.code === 'invalid_type' && issue.expected === 'int') {
    return { code: 'invalid_parameter', message: `${field} must be a whole number.` };
  }
  if (issue.code === 'invalid_union') {
    // One id, or ids joined by `_` (channel_ids): the branch that matches the value's kind says what is wrong.
    const branch = issue.errors.find((issues) => issues.every((i) => i.code !== 'invalid_type'))?.[0];
    if (branch) return { code: 'invalid_parameter', message: `${field}: ${branch.message}` };
  }
  return { code: 'invalid_parameter', message: field ? `${field}: ${issue.message}` : issue.message };
}

export function readParams<P extends z.ZodObject>(op: Operation<P>, request: FastifyRequest): z.infer<P> {
  const params = collectParams(op, request);
  const parsed = op.params.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const { code, message } = describeIssue(issue, params);
  throw badRequest(code, message, issue.path.length ? String(issue.path[0]) : undefined);
}
