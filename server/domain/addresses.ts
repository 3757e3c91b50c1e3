import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Which addresses a post may name and publishing may connect to (decision 021): public unicast only, as the IANA
// special-purpose registries draw it (through ipaddr.js's tables), unless the operator allows private ones.

/** The NAT64 well-known prefix (RFC 6052): the IPv4 address in its last 32 bits is the one reached. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible IPv6 addresses (deprecated by RFC 4291): `::7f00:1` reaches 127.0.0.1 on some stacks. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
/** Global unicast IPv6: everything outside is reserved, unallocated or local (IANA's IPv6 address space). */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

const embeddedIPv4 = (v6: ipaddr.IPv6) =>
  ipaddr.IPv4.parse(
    v6.parts
      .slice(6)
      .flatMap((p) => [p >> 8, p & 255])
      .join('.'),
  );

/**
 * Whether an IP address (as `net.isIP` takes it, without brackets) is an ordinary public one: not loopback, private,
 * link-local, carrier-grade NAT, documentation, benchmarking (198.18.0.0/15), reserved (240.0.0.0/4), multicast or
 * any other special-purpose range, however it is spelled in IPv6 (IPv4-mapped, IPv4-compatible, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  // DNS64 gives IPv4-only hosts addresses in the well-known prefix: they are as public as the IPv4 they carry.
  if (v6.match(NAT64)) return embeddedIPv4(v6).range() === 'unicast';
  if (v6.match(IPV4_COMPATIBLE)) return false;
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
}

/**
 * Names that never lead to a public host: `localhost` and its subdomains (RFC 6761), the private-use names
 * (`.local` for mDNS, `.home.arpa`, `.internal`), and one-label names, which the resolver completes with the
 * machine's own search domains (`http://metadata/` on a cloud host).
 */
export function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return ['localhost', 'local', 'home.arpa', 'internal', 'localdomain'].some(
    (suffix) => name === suffix || name.endsWith(`.${suffix}`),
  );
}

/** What a post may name besides public addresses. */
export interface AddressPolicy {
  /** The operator allows private, loopback and local addresses (FETCH_PRIVATE_ADDRESSES=1). */
  allowPrivate: boolean;
  /**
   * The origins of this service's own pictures (its public origin, the bucket's public address): a picture there
   * is read from storage, never fetched, so it is taken on localhost too.
   */
  ownOrigins: readonly string[];
}

/** A rule an address breaks: a stable code and what to do, for a person. */
export interface AddressProblem {
  code: string;
  message: string;
}

/** The longest link and picture address a post takes (as posts/create's parameters). */
export const MAX_LINK_LENGTH = 2048;
export const MAX_PICTURE_LENGTH = 5000;

/**
 * A post's link must be an absolute http(s) address of a public host; its picture too, or an address of this
 * service (a path such as its uploads' `/media/…` or the demo's pictures, or its own origin), as publishing fetches
 * it. Answers the problem (`link_too_long`, `invalid_link`, `picture_too_long`, `invalid_picture`) or null; an empty
 * value (none) has none.
 */
export function addressProblem(value: string, field: 'link' | 'picture', policy: AddressPolicy): AddressProblem | null {
  if (value === '') return null;
  const max = field === 'link' ? MAX_LINK_LENGTH : MAX_PICTURE_LENGTH;
  const what = field === 'link' ? 'The link' : 'The picture address';
  if (value.length > max)
    return { code: `${field}_too_long`, message: `${what} has ${value.length} characters; at most ${max} are taken.` };
  const refuse = (why: string) => ({ code: `invalid_${field}`, message: `${what} ${why}` });
  const webAddress = `must be a web address starting with http:// or https://${field === 'picture' ? ', or the address of a picture uploaded here' : ''}.`;
  // A backslash is read as a slash by browsers (`/\host` is `//host`): no address of ours needs one.
  if (/[\s\\]/.test(value)) return refuse(webAddress);
  if (field === 'picture' && value.startsWith('/') && !value.startsWith('//')) return null;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:\/\/[^/?#]/i.test(value) || url.hostname === '') return refuse(webAddress);
  if (url.username || url.password)
    return refuse('must not carry a user name or password before its host: they hide where it leads.');
  if (field === 'picture' && policy.ownOrigins.includes(url.origin)) return null;
  if (policy.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !isPublicAddress(host) : isLocalName(host))
    return refuse(
      `leads to ${url.hostname}, a private, local or reserved address, which posts may not name. Use a public address.`,
    );
  return null;
}
