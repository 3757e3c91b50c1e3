import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../domain/addresses.ts';

/** A host name's addresses, all of them: the system resolver's by default (tests give their own). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

/** Why a host's addresses were refused: none found, or one of them is not public. */
export class RefusedHost extends Error {
  constructor(
    readonly reason: 'not_found' | 'private',
    readonly host: string,
  ) {
    super(reason === 'private' ? `${host} is on a private network` : `${host} could not be found`);
  }
}

const familyOf = (family: number | 'IPv4' | 'IPv6' | undefined) =>
  family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;

/**
 * A `lookup` for the sockets of a request (node:http's option, handed to `net.connect`): the host is resolved once,
 * every address it has is checked (unless private ones are allowed), and the socket connects to the addresses that
 * were checked. A check made apart from the connection would resolve the name twice, and a name that answers a
 * public address to the first and a private one to the second (DNS rebinding) would pass it.
 */
export function checkedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  const check = async (host: string, family: 0 | 4 | 6) => {
    const found = await resolve(host).catch(() => []);
    const addresses = family ? found.filter((a) => a.family === family) : found;
    if (addresses.length === 0) throw new RefusedHost('not_found', host);
    if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new RefusedHost('private', host);
    return addresses;
  };
  return (host, options, callback) => {
    check(host, familyOf(options.family)).then(
      (addresses) =>
        options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
      (error: RefusedHost) => callback(error, '', 0),
    );
  };
}
