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

/** Which parameters take a JSON value (`jsonParam`): a JSON body may carry them as a list. */
function jsonKeys(schema: z.ZodObject): Set<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }>;
  };
  return new Set(
    Object.entries(json.properties ?? {})
      .filter(
        ([, p]) => p.type === 'array' || p.anyOf?.some((branch) => branch.type === 'array' || branch.type === 'object'),
      )
      .map(([key]) => key),
  );
}

const jsonKeysCache = new WeakMap<z.ZodObject, Set<string>>();

/** JSON text's value (its texts unescaped, as "\u0000" becomes NUL), or the text itself when it is not JSON. */
function parsedOr(text: string): unknown {
  try {
    return [text, JSON.parse(text)];
  } catch {
    return text;
  }
}

/** Every text inside a JSON value. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsIn) : [];

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
  let jsons = jsonKeysCache.get(op.params);
  if (!jsons) jsonKeysCache.set(op.params, (jsons = jsonKeys(op.params)));
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...query, ...(body as Record<string, unknown>) })) {
    if (Array.isArray(value) && !(jsons.has(key) && key in (body as Record<string, unknown>)))
      throw badRequest('invalid_parameter', `${key} takes one value; it was sent more than once or as a list.`, key);
    // A JSON value's texts are held to the same rules as a parameter's.
    const texts = jsons.has(key)
      ? textsIn(typeof value === 'string' ? parsedOr(value) : value)
      : typeof value === 'string'
        ? [value]
        : [];
    if (texts.some((text) => text.includes('\u0000')))
      throw badRequest('invalid_parameter', `${key} contains a NUL character, which no text may hold.`, key);
    if (texts.some((text) => LONE_SURROGATE.test(text)))
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
  // Inside a JSON value (versions[1].channel_id): where in it.
  const where = `${field}${issue.path
    .slice(1)
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') {
    return { code: 'invalid_parameter', message: `${where} must be a whole number.` };
  }
  if (issue.code === 'invalid_union') {
    // One id, or ids joined by `_` (channel_ids): the branch that matches the value's kind says what is wrong.
    const branch = issue.errors.find((issues) => issues.every((i) => i.code !== 'invalid_type'))?.[0];
    if (branch) return { code: 'invalid_parameter', message: `${where}: ${branch.message}` };
  }
  return { code: 'invalid_parameter', message: field ? `${where}: ${issue.message}` : issue.message };
}

export function readParams<P extends z.ZodObject>(op: Operation<P>, request: FastifyRequest): z.infer<P> {
  const params = collectParams(op, request);
  const parsed = op.params.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const { code, message } = describeIssue(issue, params);
  throw badRequest(code, message, issue.path.length ? String(issue.path[0]) : undefined);
}
