import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ownMedia } from '../media/media.ts';
import { linkOrigin } from '../outbox/links.ts';
import { PublishError } from './types.ts';

/** Addresses a picture is never fetched from unless FETCH_PRIVATE_ADDRESSES=1: this machine and private networks. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

export interface FetchedMedia {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Fetches a post's picture to upload it to a network: http(s) only, at most `maxBytes`, an image, and (unless
 * allowed) never from this machine or a private network, however the address is spelled or redirected, so that a
 * picture address cannot make the service read its own neighbourhood. A picture that cannot be used fails the post
 * with what to do.
 */
export async function fetchPicture(
  address: string,
  options: {
    base: string;
    maxBytes: number;
    allowPrivate: boolean;
    network: string;
    /** A picture uploaded to this service, read from its storage rather than fetched ('gone': deleted since). */
    own?: (address: string) => Promise<FetchedMedia | 'gone' | undefined>;
  },
): Promise<FetchedMedia> {
  const own = await options.own?.(address);
  if (own === 'gone') throw new PublishError('The picture was deleted from the service. Attach a picture again.');
  if (own) {
    if (own.bytes.byteLength > options.maxBytes) throw tooLarge(options);
    return own;
  }
  let url: URL;
  try {
    url = new URL(address, options.base);
  } catch {
    throw new PublishError(`The picture address "${address}" is not a web address. Attach the picture again.`);
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new PublishError('The picture must be an http or https address.');
    if (!options.allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
      if (addresses.length === 0) throw new PublishError(`The picture's host ${url.hostname} could not be found.`);
      if (addresses.some(isPrivate))
        throw new PublishError(
          `The picture's host ${url.hostname} is on a private network, where pictures are not fetched from.`,
        );
    }
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
      (error: unknown) => {
        throw new PublishError(`The picture could not be fetched from ${url.host} (${(error as Error).message}).`);
      },
    );
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      url = new URL(response.headers.get('location')!, url);
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PublishError(`The picture could not be fetched: ${url.host} answered ${response.status}.`);
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!contentType.startsWith('image/')) {
      await response.body?.cancel();
      throw new PublishError(`The picture address gives ${contentType || 'something'} rather than an image.`);
    }
    const bytes = await readAtMost(response, options.maxBytes);
    if (!bytes) throw tooLarge(options);
    return { bytes, contentType };
  }
  throw new PublishError('The picture address redirects too many times.');
}

const tooLarge = (options: { maxBytes: number; network: string }) =>
  new PublishError(
    `The picture is larger than ${options.network} takes (${Math.round(options.maxBytes / 1000)} kB). Use a smaller one.`,
  );

async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A post's picture for a connector, under fetchPicture's rules: this service's own uploads read from its storage,
 * any other address fetched from the public origin's point of view.
 */
export const postPicture = (
  deps: Parameters<typeof ownMedia>[0],
  address: string,
  network: string,
  maxBytes: number,
): Promise<FetchedMedia> =>
  fetchPicture(address, {
    base: linkOrigin(deps.config),
    maxBytes,
    allowPrivate: deps.config.FETCH_PRIVATE_ADDRESSES,
    network,
    own: (own) => ownMedia(deps, own),
  });
