import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const errorBody = (code: string, message: string) => JSON.stringify({ status: 'error', code, message });

/**
 * These answers come before any hook (the security headers, decision 023) and their URL may hold an access_token
 * nobody read: not to be stored, and no Referer from them.
 */
const PRIVATE_HEADERS = 'Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\n';
const privateReply = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

/**
 * Requests Node's HTTP parser refuses before any route sees them: headers (the request line and query string
 * included) over 16 KB, malformed requests, clients too slow to send theirs. They get the brief's error body too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          errorBody(
            'headers_too_large',
            'The request line and headers are over 16 KB. Send long parameters in a JSON or form body instead.',
          ),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('request_timeout', 'The request took too long to arrive. Send it again.')]
        : [400, errorBody('bad_request', 'The request could not be read as HTTP. Check its format.')];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${PRIVATE_HEADERS}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The router's own refusals: a path segment longer than any route's parameter can be (a short link code) names
 * nothing, so it is a 404; a URL that cannot be decoded is a 400.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  privateReply(reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody('not_found', 'Nothing is at this address.'));
  }
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(errorBody('bad_url', 'The address could not be read: check its percent-encoding.'));
}
