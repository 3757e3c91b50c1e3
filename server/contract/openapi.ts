import { z } from 'zod';
import { errorStatusesOf, type Operation } from './operation.ts';
import { errorBody } from './common.ts';

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

/** The failures the operation can answer, each with the error body; any other (5xx) as the default. */
function errorResponses(op: Operation) {
  return {
    ...Object.fromEntries(
      errorStatusesOf(op).map((status) => [
        String(status),
        {
          description:
            op.consumes && status === 415
              ? `The body is not one of ${op.consumes.join(', ')} (read from the bytes themselves)`
              : op.consumes && status === 413
                ? 'The body is larger than the service takes (MEDIA_MAX_BYTES)'
                : ERROR_MEANING[status],
          content: errorContent,
        },
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
      required: schema.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function successResponse(op: Operation, components: Record<string, JsonSchema>) {
  if (op.successStatus === 302) {
    return {
      '302': {
        description: 'Redirect to redirect_uri with code and state',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  }
  const content = op.produces
    ? { [op.produces]: { schema: { type: 'string' } } }
    : { 'application/json': { schema: toSchema(op.response, 'output', components) } };
  return { '200': { description: 'Success', content } };
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
  const bodySchema = hasBody || op.formBodyAlternative ? toSchema(op.params, 'input', components) : undefined;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.auth === false ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: !op.formBodyAlternative,
            content: op.formBodyAlternative
              ? { 'application/x-www-form-urlencoded': { schema: { ...bodySchema, required: [] } } }
              : {
                  'application/json': { schema: bodySchema },
                  'application/x-www-form-urlencoded': { schema: bodySchema },
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
      },
    },
  };
}
