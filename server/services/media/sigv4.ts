import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/**
 * AWS Signature Version 4 for S3-compatible storage, by aws4fetch (Web Crypto, a few kilobytes; the AWS SDK would be
 * several megabytes for three calls). https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_SHA256 for none), or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  date: Date;
}

/** 20130524T000000Z */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The headers to send, with Authorization: the given ones, x-amz-date and x-amz-content-sha256. Host is signed but
 * left to fetch to send, from the URL.
 */
export async function signRequest(input: SignInput, credentials: Credentials): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.href,
    // Our hash of the body, sent and signed: left out, aws4fetch would send UNSIGNED-PAYLOAD to S3.
    headers: { ...input.headers, 'x-amz-content-sha256': input.payloadHash },
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: credentials.service ?? 's3',
    datetime: amzDate(input.date),
    // Every header given is signed, content-type and range too (aws4fetch leaves those out unless told).
    allHeaders: true,
  });
  const signature = await signer.signature();
  return {
    ...Object.fromEntries(signer.headers),
    // Written as AWS's S3 examples write it, without aws4fetch's spaces after the commas (S3 reads both).
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${signer.credentialString},SignedHeaders=${signer.signedHeaders},Signature=${signature}`,
  };
}
