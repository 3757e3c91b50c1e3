import { z } from 'zod';
import { errorStatusesOf, OAUTH_ERROR_STATUSES, type Operation } from './operation.ts';
import { errorBody, oauthErrorBody } from './common.ts';

type JsonSchema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

/** z.toJSONSchema with named schemas moved into components and the noise of "any safe integer" removed. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }) as JsonSchema;
  const rewritten = JSON.parse(
    JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'),
    (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const { $schema: _drop, ...rest } = value as JsonSchema;
        if (rest.minimum === -SAFE) delete rest.minimum;
        if (rest.maximum === SAFE) delete rest.maximum;
        return rest;
      }
      return value;
    },
  ) as JsonSchema;
  const { $defs, ...root } = rewritten as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, def] of Object.entries($defs ?? {})) {
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Two different schemas are both named ${name}`);
    }
    components[name] = def;
  }
  return root;
}

const ERROR_MEANING: Record<number, string> = {
  400: 'A parameter is missing, malformed or out of range (`field` names it)',
  401: 'No token, or one that is unknown, expired or revoked (at the token endpoint: client credentials that do not match)',
  403: "The caller's role does not allow this",
  404: "An id the caller's workspace does not have",
  409: 'The object is no longer in a state this call can change (the message says what became of it)',
  413: 'The body is larger than the service takes',
  415: 'The body is neither JSON nor form-encoded',
  429: 'Too many calls (to the service, or to the social network it calls): wait the seconds in Retry-After',
  503: 'The social network did not answer or failed (nothing changed), or the service cannot reach its database just now (`database_unavailable`): try again after the seconds in Retry-After',
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const oauthErrorContent = { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } };
const pageContent = { 'text/html': { schema: { type: 'string' } } };

function errorContentOf(op: Operation, status: number) {
  if (op.htmlFailures?.includes(status as never)) {
    // The rate limit answers before the page is made, in JSON.
    return status === 429 ? { ...pageContent, ...errorContent } : pageContent;
  }
  return op.oauthErrors && OAUTH_ERROR_STATUSES.includes(status) ? oauthErrorContent : errorContent;
}

function errorMeaning(op: Operation, status: number): string {
  if (op.consumes && status === 415)
    return `The body is not one of ${op.consumes.join(', ')} (read from the bytes themselves)`;
  if (op.consumes && status === 413) return 'The body is larger than the service takes (MEDIA_MAX_BYTES)';
  if (op.htmlFailures?.includes(status as never))
    return `${ERROR_MEANING[status]}: answered as a page that tells the person what went wrong`;
  if (op.oauthErrors && status === 401)
    return 'The client could not be authenticated (invalid_client): unknown client_id, or a client_secret that is wrong or missing. WWW-Authenticate: Basic';
  return ERROR_MEANING[status]!;
}

/** The failures the operation can answer, each with the error body (or page); any other (5xx) as the default. */
function errorResponses(op: Operation) {
  return {
    ...Object.fromEntries(
      errorStatusesOf(op).map((status) => [
        String(status),
        { description: errorMeaning(op, status), content: errorContentOf(op, status) },
      ]),
    ),
    default: {
      description: 'Failure on the service side (500), or an operation not built yet (501)',
      content: errorContent,
    },
  };
}

function queryParameters(op: Operation, components: Record<string, JsonSchema>) {
  const schema = toSchema(op.params, 'input', components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      // A parameter the body may carry instead is required of the request, not of the query string.
      required: !op.bodyAlternative && (schema.required?.includes(name) ?? false),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function successResponse(op: Operation, components: Record<string, JsonSchema>) {
  if (op.successStatus === 302) {
    return {
      ...(op.page ? { '200': { description: op.page, content: pageContent } } : {}),
      '302': {
        description: 'Redirect to redirect_uri with code and state',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  }
  const produced: readonly string[] = op.produces === undefined ? [] : [op.produces].flat();
  const content = produced.length
    ? Object.fromEntries(
        produced.map((type) => [
          type,
          { schema: type === 'application/pdf' ? { type: 'string', format: 'binary' } : { type: 'string' } },
        ]),
      )
    : { 'application/json': { schema: toSchema(op.response, 'output', components) } };
  return {
    '200': { description: 'Success', content },
    ...(op.redirect
      ? { '302': { description: op.redirect, headers: { Location: { schema: { type: 'string' } } } } }
      : {}),
  };
}

/** The raw bytes an upload takes, one entry per media type. */
const rawBody = (types: readonly string[]) => ({
  required: true,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

function describeOperation(op: Operation, components: Record<string, JsonSchema>) {
  const parameters = op.paramsIn === 'query' ? queryParameters(op, components) : [];
  if (op.consumes) {
    return {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      requestBody: rawBody(op.consumes),
      responses: { ...successResponse(op, components), ...errorResponses(op) },
    };
  }
  const hasBody = op.paramsIn === 'body' && Object.keys(op.params.shape).length > 0;
  const bodySchema = hasBody || op.bodyAlternative ? toSchema(op.params, 'input', components) : undefined;
  // A body instead of the query string: each parameter may travel in either, so the body requires none.
  const alternative = op.bodyAlternative ? { ...bodySchema, required: [] } : bodySchema;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.auth === false
      ? { security: op.clientBasicAuth ? [{ clientBasic: [] }, {}] : op.reviewToken ? [{ reviewToken: [] }] : [] }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(alternative
      ? {
          requestBody: {
            required: !op.bodyAlternative,
            // The token endpoint's body is a form first (RFC 6749 §4.1.3), JSON as the rest of the API takes it.
            content: op.bodyAlternative
              ? {
                  'application/x-www-form-urlencoded': { schema: alternative },
                  'application/json': { schema: alternative },
                }
              : {
                  'application/json': { schema: alternative },
                  'application/x-www-form-urlencoded': { schema: alternative },
                },
          },
        }
      : {}),
    responses: { ...successResponse(op, components), ...errorResponses(op) },
  };
}

export function buildOpenApi(operations: readonly Operation[]) {
  const components: Record<string, JsonSchema> = {};
  toSchema(errorBody, 'output', components);
  toSchema(oauthErrorBody, 'output', components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = describeOperation(op, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Social inbox, outbox and drafts service',
      version: '1.0.0',
      description:
        'Every JSON answer has status "success" or, on failure, the Error body with a real HTTP code. Parameters are read from the query string or the body (JSON or form-encoded) alike. Y-m-d h:i:s times are in the workspace time zone; utc_post_time is UTC.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }, { accessToken: [] }],
    tags: [
      { name: 'inbox', description: 'Items arriving on the connected channels' },
      { name: 'outbox', description: 'Posts addressed to channels' },
      { name: 'drafts', description: 'Drafts' },
      { name: 'oauth', description: 'OAuth 2 authorization code flow' },
      { name: 'extension', description: 'What the dashboard needs beyond the interface' },
      { name: 'service', description: 'Operations' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        accessToken: { type: 'apiKey', in: 'query', name: 'access_token' },
        reviewToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Review-Token',
          description: 'a review link’s secret (the last part of /review/{token}): it opens that link’s page alone',
        },
        clientBasic: {
          type: 'http',
          scheme: 'basic',
          description:
            'client_secret_basic (RFC 6749 §2.3.1): client_id and client_secret, each form-urlencoded, as the user name and password',
        },
      },
    },
  };
}
