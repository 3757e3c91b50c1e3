import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Call {
  method: string;
  path: string;
  contentType: string | undefined;
  contentSha256: string | undefined;
  authorization: string | undefined;
  amzDate: string | undefined;
}

/**
 * A stand-in for S3-compatible storage on a loopback port (path-style addresses, `/<bucket>/<key>`): it keeps
 * objects in memory and refuses, as S3 would, a request whose x-amz-content-sha256 is not the body's, or whose
 * Authorization is not a Signature Version 4 header for its access key, region and signed headers.
 */
export async function startS3StandIn(expect: { bucket: string; accessKeyId: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: S3Call[] = [];
  const authorization = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${expect.accessKeyId}/(\\d{8})/${expect.region}/s3/aws4_request,` +
      'SignedHeaders=([a-z0-9;-]+),Signature=[0-9a-f]{64}$',
  );
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://stand-in').pathname);
    const call: S3Call = {
      method: request.method ?? '',
      path,
      contentType: request.headers['content-type'],
      contentSha256: request.headers['x-amz-content-sha256'] as string | undefined,
      authorization: request.headers.authorization,
      amzDate: request.headers['x-amz-date'] as string | undefined,
    };
    calls.push(call);
    const refuse = (status: number, code: string) =>
      response.writeHead(status, { 'content-type': 'application/xml' }).end(`<Error><Code>${code}</Code></Error>`);
    const signed = authorization.exec(call.authorization ?? '');
    const names = signed?.[2]?.split(';') ?? [];
    if (!signed || !['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n)))
      return refuse(403, 'AccessDenied');
    if (signed[1] !== call.amzDate?.slice(0, 8)) return refuse(403, 'SignatureDoesNotMatch');
    if (call.contentSha256 !== createHash('sha256').update(body).digest('hex'))
      return refuse(400, 'XAmzContentSHA256Mismatch');
    const prefix = `/${expect.bucket}/`;
    if (!path.startsWith(prefix)) return refuse(404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: call.contentType ?? 'application/octet-stream' });
      return response.writeHead(200, { etag: '"x"' }).end();
    }
    const found = objects.get(key);
    if (request.method === 'GET') {
      if (!found) return refuse(404, 'NoSuchKey');
      return response.writeHead(200, { 'content-type': found.contentType }).end(found.body);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    return refuse(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
