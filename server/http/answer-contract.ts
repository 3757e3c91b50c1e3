import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from './contract/operation.ts';

type Content = Record<string, { schema?: unknown }>;
type Responses = Record<string, { content?: Content }>;
interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Responses }>>;
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  /** The bytes as text; undefined when they are a stream (not read). */
  body: string | undefined;
}

const DOC_ID = 'openapi.json';

/** JSON Pointer escaping of one path segment (RFC 6901). */
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/**
 * Checks answers against the OpenAPI document itself (not the zod schemas it is made from): the status is one the
 * operation lists (5xx may fall to `default`), the media type one that status documents, and a JSON body valid
 * under its schema, `additionalProperties: false` included. Answers what is wrong, [] when nothing is.
 */
export function answerChecker(document: object) {
  const doc = document as OpenApiDoc;
  // strict off: OpenAPI's own keywords sit beside the schemas (the document is added whole, for its $refs).
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  ajv.addFormat('Y-m-d h:i:s', /^\d{4}-\d\d-\d\d [0-2]\d:[0-5]\d:[0-5]\d$/);
  ajv.addFormat('Y-m-d', /^\d{4}-\d\d-\d\d$/);
  ajv.addFormat('uri', (text: string) => URL.canParse(text));
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };

  return (op: Operation, answer: Answer): string[] => {
    const method = op.method.toLowerCase();
    const responses = doc.paths[op.path]?.[method]?.responses;
    if (!responses) return [`${op.method} ${op.path} is not in the document`];
    const key = String(answer.status) in responses ? String(answer.status) : answer.status >= 500 ? 'default' : '';
    const documented = responses[key];
    if (!documented) return [`status ${answer.status} is not documented`];
    if (!documented.content) {
      return answer.body ? [`status ${answer.status} documents no body, yet one came (${answer.contentType})`] : [];
    }
    const type = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(type in documented.content)) {
      const listed = Object.keys(documented.content).join(', ');
      return [`status ${answer.status} answered ${type || 'no media type'}; the document lists ${listed}`];
    }
    if (type !== 'application/json' || answer.body === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`status ${answer.status} is not JSON: ${answer.body.slice(0, 100)}`];
    }
    const validate = validator(
      `${DOC_ID}#/${pointer('paths', op.path, method, 'responses', key, 'content', type, 'schema')}`,
    );
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `status ${answer.status} body${e.instancePath} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
    );
  };
}

const breaches = new WeakMap<FastifyInstance, string[]>();

/** What answers of this app broke the document so far (each already answered 500 in its place). */
export const contractBreaches = (app: FastifyInstance): readonly string[] => breaches.get(app) ?? [];

/**
 * In tests (`deps.validateResponses`), every answer of an operation of the contract is checked against the document
 * as it leaves. One that breaks it is replaced by a 500 `answer_breaks_contract` naming what is wrong, and kept for
 * `contractBreaches`, so that a test fails even when it does not look at the status.
 */
export function registerAnswerCheck(app: FastifyInstance, document: object): void {
  const check = answerChecker(document);
  const found: string[] = [];
  breaches.set(app, found);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const op = (request.routeOptions.config as { operation?: Operation } | undefined)?.operation;
    if (!op) return payload;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    const contentType = reply.getHeader('content-type');
    const problems = check(op, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: payload === null || payload === undefined ? '' : body,
    });
    if (problems.length === 0) return payload;
    const message = `${op.operationId} answered against the document: ${problems.join('; ')}`;
    found.push(message);
    request.log.error({ operation: op.operationId, problems }, 'answer breaks the document');
    reply.code(500).removeHeader('location').type('application/json; charset=utf-8');
    return JSON.stringify({ status: 'error', code: 'answer_breaks_contract', message });
  });
}
