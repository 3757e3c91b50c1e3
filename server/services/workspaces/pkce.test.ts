import { describe, expect, it } from 'vitest';
import { verifierMatches } from './pkce.ts';

describe('PKCE S256', () => {
  it('matches the example of RFC 7636 appendix B', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(verifier.replace('d', 'e'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(false);
  });
});
