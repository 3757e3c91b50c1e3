import { describe, expect, it } from 'vitest';
import { amzDate, EMPTY_SHA256, sha256Hex, signRequest } from './sigv4.ts';

/**
 * AWS's own example for Signature Version 4 (Amazon S3 API Reference, "Signature Calculations for the
 * Authorization Header: Transferring Payload in a Single Chunk", Example: GET Object), with the signature AWS
 * publishes for it. A signer that is wrong in any step gives another one.
 */
describe('signRequest', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  };

  it('signs the S3 documentation’s GET Object example with its published signature', async () => {
    const headers = await signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
        date: new Date('2013-05-24T00:00:00Z'),
      },
      credentials,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 });
    expect(headers.host).toBeUndefined();
  });

  it('signs another request differently (the body, the path and the date all count)', async () => {
    const base = {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/media/a.png'),
      payloadHash: sha256Hex('one'),
      date: new Date('2013-05-24T00:00:00Z'),
    };
    const signature = async (input: typeof base) => (await signRequest(input, credentials)).authorization;
    const signed = await signature(base);
    expect(signed).not.toBe(await signature({ ...base, payloadHash: sha256Hex('two') }));
    expect(signed).not.toBe(await signature({ ...base, url: new URL('https://examplebucket.s3.amazonaws.com/b') }));
    expect(signed).not.toBe(await signature({ ...base, date: new Date('2013-05-24T00:00:01Z') }));
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
    expect(amzDate(new Date('2026-11-23T14:05:09.123Z'))).toBe('20261123T140509Z');
  });
});
