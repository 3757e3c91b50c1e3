import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { operationById } from '../contract/index.ts';
import { UPLOAD_TYPES } from '../contract/media.ts';
import type { Operation } from '../contract/operation.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../domain/errors.ts';
import { ApiError } from '../errors.ts';
import { callerOf, type Router } from '../route.ts';
import { SpooledUpload, spoolBody } from '../upload-spool.ts';
import {
  deleteMedia,
  libraryView,
  listMedia,
  mediaById,
  mediaFile,
  mediaView,
  storeMedia,
} from '../../services/media/media.ts';

/**
 * The body of an upload: raw bytes of an image type, read for the operations that take them (`consumes`) and
 * refused for any other. The caller's token is checked before a byte is read, and the body is read up to
 * MEDIA_MAX_BYTES and no further (a Content-Length over it is refused at once), into a file where it waits for its
 * turn (../upload-spool.ts), so nobody makes the service hold it in memory.
 */
export function registerUploadBodies(app: FastifyInstance, deps: AppDeps): void {
  const max = deps.config.MEDIA_MAX_BYTES;
  const tooLarge = () =>
    new ApiError(
      413,
      'picture_too_large',
      `The picture is larger than ${Math.floor(max / 1024 / 1024) >= 1 ? `${+(max / 1024 / 1024).toFixed(1)} MB` : `${max} bytes`}, the most the service takes. Use a smaller one.`,
    );
  const parse = async (request: FastifyRequest, payload: IncomingMessage): Promise<SpooledUpload> => {
    const operation = (request.routeOptions.config as { operation?: Operation } | undefined)?.operation;
    if (!operation?.consumes)
      throw new ApiError(415, 'unsupported_media_type', 'Send application/json or application/x-www-form-urlencoded.');
    await callerOf(deps, request);
    if (Number(request.headers['content-length']) > max) throw tooLarge();
    return spoolBody(payload, max, tooLarge);
  };
  app.addContentTypeParser(/^image\//i, parse);
  app.addContentTypeParser('application/octet-stream', parse);
  // The handler removes its file once the picture is stored; this removes it when the handler never ran (the
  // parameters refused) or failed. Only on the operations that take an upload: other calls carry no hook for it.
  const removeUpload: onResponseHookHandler = (request, _reply, done) => {
    if (request.body instanceof SpooledUpload) void request.body.remove().catch(() => undefined);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!(route.config as { operation?: Operation } | undefined)?.operation?.consumes) return;
    route.onResponse = [...[route.onResponse ?? []].flat(), removeUpload];
  });
}

export function mediaRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('mediaUpload'), async ({ request, params, auth }) => {
    if (request.body === undefined || request.body === null)
      throw new ApiError(
        400,
        'missing_body',
        `Send the picture's bytes as the body, with its type (${UPLOAD_TYPES.join(', ')}).`,
      );
    if (!(request.body instanceof SpooledUpload))
      throw new ApiError(
        415,
        'unsupported_media_type',
        `Send the picture's bytes as the body, with its type as Content-Type (${UPLOAD_TYPES.join(', ')}), not a form or JSON.`,
      );
    const upload = request.body;
    const row = await storeMedia(deps, auth, { path: upload.path }, params.name)
      .catch((error: unknown) => {
        // The person is told the storage is unavailable; the operator reads here why.
        if (error instanceof DomainError && error.code === 'media_storage_unavailable')
          request.log.error({ err: error.cause }, 'the media storage did not take a picture');
        throw error;
      })
      .finally(() => upload.remove());
    return { status: 'success' as const, data: mediaView(deps, row, auth.timezone) };
  });

  router.route(operationById('mediaGet'), async ({ params, auth }) => {
    const { rows, more } = await listMedia(deps.db, auth, { afterId: params.last_media_id, search: params.search });
    return {
      status: 'success' as const,
      data: {
        count: rows.length,
        view_more: more ? 1 : 0,
        media: rows.map((row) => libraryView(deps, row, auth.timezone)),
      },
    };
  });

  router.route(operationById('mediaDelete'), async ({ params, auth }) => {
    await deleteMedia(deps, auth, params.media_id);
    return { status: 'success' as const, data: 'Picture deleted.' };
  });
}

/** A picture's bytes can never run as a page here: no script, no plugin, no same-origin rights, whatever they hold. */
const PICTURE_POLICY = "default-src 'none'; sandbox";

/**
 * `GET /media/{id}.{ext}`: the picture, to anyone with its address (networks fetch a post's picture from it; the
 * random id is the secret). The bytes never change under an address: cached for a year, ETag their SHA-256.
 */
export function publicMediaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    reply
      .header('content-security-policy', PICTURE_POLICY)
      .header('x-content-type-options', 'nosniff')
      // Pictures are shown on other origins too (a dashboard served elsewhere, a preview of a network).
      .header('cross-origin-resource-policy', 'cross-origin');
    const match = /^([A-Za-z0-9_-]{16,64})(\.small)?\.(png|jpg|gif|webp)$/.exec(request.params.file);
    const row = match ? await mediaById(deps.db, match[1]!) : undefined;
    const file = row && match ? mediaFile(row, match[2] !== undefined, match[3]!) : undefined;
    const bytes = file ? await deps.media.get(file.key) : undefined;
    if (!row || !file || !bytes) {
      if (file) request.log.warn({ media: row!.id }, 'a picture has a row but no bytes in the storage');
      return reply.code(404).header('cache-control', 'no-store').send({
        status: 'error',
        code: 'not_found',
        message: 'There is no picture at this address: it was deleted, or never existed.',
      });
    }
    const etag = `"${row.sha256}${file.tag}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type(file.type).header('content-length', bytes.byteLength).send(bytes);
  });
}
