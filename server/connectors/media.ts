import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../domain/addresses.ts';
import { checkedLookup, RefusedHost, systemResolver, type Resolver } from './checked-lookup.ts';
import type { ConnectorContext, FetchedMedia } from './context.ts';
import { PublishError } from './types.ts';

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

/**
 * Fetches a post's picture to upload it to a network: http(s) only, at most `maxBytes`, an image, and (unless
 * allowed) never from this machine, a private network or any other special-purpose address, however the address
 * is spelled or redirected: each host is resolved once and the connection made to the address checked
 * (`checkedLookup`), so that a picture address cannot make the service read its own neighbourhood. A picture that
 * cannot be used fails the post with what to do.
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
    /** Where host names are resolved (the system's resolver unless a test gives one). */
    resolve?: Resolver;
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
  const lookup = checkedLookup(options.resolve ?? systemResolver, options.allowPrivate);
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new PublishError('The picture must be an http or https address.');
    // An address written as an IP is connected to as such, with no lookup: it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(literal) && !isPublicAddress(literal)) throw onPrivateNetwork(url);
    const response = await get(url, lookup, signal);
    const location = response.headers.location;
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new PublishError(`The picture could not be fetched: ${url.host} answered ${status}.`);
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!contentType.startsWith('image/')) {
      response.destroy();
      throw new PublishError(`The picture address gives ${contentType || 'something'} rather than an image.`);
    }
    const bytes = await readAtMost(response, options.maxBytes).catch((error: unknown) => {
      throw unreachable(url, error);
    });
    if (!bytes) throw tooLarge(options);
    return { bytes, contentType };
  }
  throw new PublishError('The picture address redirects too many times.');
}

const onPrivateNetwork = (url: URL) =>
  new PublishError(`The picture's host ${url.hostname} is on a private network, where pictures are not fetched from.`);

const unreachable = (url: URL, error: unknown) =>
  new PublishError(`The picture could not be fetched from ${url.host} (${(error as Error).message}).`);

/**
 * One GET on its own connection (no agent keeps it for another host), through the checked lookup. Sent without
 * Accept-Encoding, so the bytes come as they are stored.
 */
function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { lookup, signal, agent: false, headers: { accept: 'image/*', 'user-agent': 'SocialDesk (picture fetch)' } },
      resolve,
    );
    request.on('error', (error) => {
      if (error instanceof RefusedHost)
        reject(
          error.reason === 'private'
            ? onPrivateNetwork(url)
            : new PublishError(`The picture's host ${url.hostname} could not be found.`),
        );
      else reject(unreachable(url, error));
    });
  });
}

const tooLarge = (options: { maxBytes: number; network: string }) =>
  new PublishError(
    `The picture is larger than ${options.network} takes (${Math.round(options.maxBytes / 1000)} kB). Use a smaller one.`,
  );

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A post's picture for a connector, under fetchPicture's rules: this service's own uploads read from its storage,
 * any other address fetched from the public origin's point of view.
 */
export const postPicture = (
  context: Pick<ConnectorContext, 'config' | 'publicOrigin' | 'ownMedia'>,
  address: string,
  network: string,
  maxBytes: number,
  /** One of our own pictures larger than maxBytes is made smaller (a JPEG) rather than refused (Bluesky). */
  { shrink = false } = {},
): Promise<FetchedMedia> =>
  fetchPicture(address, {
    base: context.publicOrigin,
    maxBytes,
    allowPrivate: context.config.FETCH_PRIVATE_ADDRESSES,
    network,
    own: (address) => context.ownMedia(address, shrink ? { fitBytes: maxBytes } : undefined),
  });
