import { createHash } from 'node:crypto';
import { safeEqual } from './secrets.ts';

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) must equal the challenge sent with the authorization request. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return safeEqual(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);
}
