/**
 * The parameter serializers and the URL and body helpers of the client the dashboard is built with (plain-client.ts,
 * vite.config.ts), in place of the generated client's (`core/pathSerializer.gen.ts`, `core/utils.gen.ts`). The
 * generator writes every OpenAPI style (arrays, objects and dates in paths and queries, matrix and label paths) into
 * every client, 0.5 kB gzip of the first download; this contract has no path parameters and only plain values in
 * queries (ids are joined with `_` into one string), which plain-requests.test.ts checks against the contract. A
 * parameter of another shape is refused, never sent wrong.
 */
interface Param {
  allowReserved?: boolean;
  name: string;
  value: unknown;
}

const unsupported = (name: string): never => {
  throw new Error(
    `The dashboard sends only plain values as parameters: ${name} is not one (src/api/plain-requests.ts).`,
  );
};

export const serializeArrayParam = ({ name }: Param): string => unsupported(name);
export const serializeObjectParam = ({ name }: Param): string => unsupported(name);

export const serializePrimitiveParam = ({ allowReserved, name, value }: Param) => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return unsupported(name);
  const text = String(value as string | number | boolean);
  return `${name}=${allowReserved ? text : encodeURIComponent(text)}`;
};

/** The address of a call: the base, the operation's path (never with parameters in it here), and its query. */
export const getUrl = ({
  baseUrl,
  path,
  query,
  querySerializer,
  url,
}: {
  baseUrl?: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  querySerializer: (query: Record<string, unknown>) => string;
  url: string;
}) => {
  if (path && Object.keys(path).length) unsupported(Object.keys(path).join(', '));
  const search = query ? querySerializer(query).replace(/^\?/, '') : '';
  return `${baseUrl ?? ''}${url.startsWith('/') ? '' : '/'}${url}${search && `?${search}`}`;
};

/** The body a call sends: the serialized one where there is a serializer (none for an empty one), else as given. */
export function getValidRequestBody(options: { body?: unknown; bodySerializer?: unknown; serializedBody?: unknown }) {
  if (options.body === undefined) return undefined;
  if (!options.bodySerializer) return options.body;
  if ('serializedBody' in options)
    return options.serializedBody !== undefined && options.serializedBody !== '' ? options.serializedBody : null;
  return options.body !== '' ? options.body : null;
}
