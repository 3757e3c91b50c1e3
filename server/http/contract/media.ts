import { z } from 'zod';
import { dateTime, digits, flag, int, success, textMessage } from './common.ts';
import { defineOperation } from './operation.ts';

/** The image types an upload may be, read from the bytes (server/services/media/image-info.ts). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const mediaId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A picture id is 16 to 64 letters, digits, - and _, as uploads answer it');

const mediaEntry = z
  .object({
    media_id: z.string(),
    url: z.string().meta({
      description: 'where the picture is read, with no login: the address to send as a post’s or draft’s picture',
    }),
    thumbnail_url: z.string().meta({
      description:
        'a small rendition (400 px on the long side, WebP) for lists and cards; the picture itself for one uploaded before renditions were made',
    }),
    name: z.string().meta({ description: 'the uploaded file’s name (at most 200 characters), for search' }),
    content_type: z.enum(UPLOAD_TYPES),
    size: int.meta({ description: 'bytes, as stored (re-encoded, without metadata)' }),
    width: int.meta({ description: 'pixels, upright (the EXIF orientation applied on upload)' }),
    height: int,
    created_time: dateTime,
    uploaded_by: z.union([digits, z.literal('')]).meta({ description: 'user_id of the uploader; "" if gone' }),
  })
  .meta({ id: 'MediaEntry' });

const libraryEntry = mediaEntry
  .extend({
    used_by: z
      .object({
        outbox: int.meta({ description: 'posts still in the outbox (or being published) naming the picture' }),
        published: int.meta({ description: 'published posts naming it' }),
        drafts: int.meta({ description: 'drafts naming it' }),
      })
      .meta({ description: 'where the picture is used, by its address or a rendition’s' }),
  })
  .meta({ id: 'MediaLibraryEntry' });

export const mediaOperations = [
  defineOperation({
    operationId: 'mediaUpload',
    errors: [503],
    method: 'POST',
    path: '/media/upload',
    tag: 'extension',
    summary: 'Upload one picture (PNG, JPEG, GIF or WebP) for posts and drafts',
    description:
      'The body is the image’s bytes, with its type as Content-Type (XMLHttpRequest can show the upload’s progress). The type and the size in pixels are read from the bytes: another file is refused (415), whatever its Content-Type says, and so is a PNG whose image data does not hold the size its header declares (415), a picture of more than 40 megapixels (413) and a body over MEDIA_MAX_BYTES (413, 8 MiB by default). 503: the service’s media storage does not accept files for now (a full or read-only disk, a bucket that refuses); the health check says so too. The answer’s url is public and never changes: send it as picture. The picture is stored turned upright from its EXIF orientation and without its metadata (EXIF with any GPS position, XMP), re-encoded; a small rendition (thumbnail_url) is made, and for a picture that is not JPEG a JPEG one, which Instagram is given.',
    paramsIn: 'query',
    consumes: UPLOAD_TYPES,
    params: z.object({
      name: z.string().max(1000).optional().meta({
        description:
          'the file’s name, kept (without folders or control characters, at most 200 characters) for the library’s search; "picture-<Y-m-d>" when not sent',
      }),
    }),
    response: success(mediaEntry),
  }),
  defineOperation({
    operationId: 'mediaGet',
    errors: [404],
    method: 'GET',
    path: '/media/get',
    tag: 'extension',
    summary: "The workspace's uploaded pictures, newest first, 50 a page, with where each is used",
    paramsIn: 'query',
    params: z.object({
      last_media_id: mediaId.optional().meta({ description: 'the last picture of the previous page' }),
      search: z
        .string()
        .max(200)
        .optional()
        .meta({ description: 'only pictures whose name holds this text, in any case' }),
    }),
    response: success(z.object({ count: int, view_more: flag, media: z.array(libraryEntry) })),
  }),
  defineOperation({
    operationId: 'mediaDelete',
    errors: [403, 404, 409],
    method: 'DELETE',
    path: '/media/delete',
    tag: 'extension',
    summary: 'Delete an uploaded picture (its uploader, an owner or an admin)',
    description:
      'Refused (409 media_in_use, saying how many and where) while a post in the outbox or a draft names it or a rendition of it. Published posts do not hold it: their networks keep their own copy. Its address answers 404 from then on.',
    paramsIn: 'query',
    params: z.object({ media_id: mediaId }),
    response: textMessage,
  }),
];
