import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { png } from '../testing/images.ts';
import { systemResolver, type Resolver } from './checked-lookup.ts';
import { fetchPicture } from './media.ts';
import { PublishError } from './types.ts';

const PNG = png(4, 4);

// A picture server on this machine: every request it gets is counted, so a refusal can be seen to send none.
let server: Server;
let port: number;
let requests: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/mug.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url === '/moved') response.writeHead(302, { location: `http://127.0.0.1:${port}/mug.png` }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
});

/** A resolver that answers from a table and counts the names it was asked. */
function fakeResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    asked.push(host);
    return (table[host] ?? []).map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

const options = (resolve: Resolver, allowPrivate = false) => ({
  base: 'https://desk.example',
  maxBytes: 1_000_000,
  allowPrivate,
  network: 'Bluesky',
  resolve,
});

describe('fetchPicture’s connection', () => {
  it('refuses a host name that resolves to a private address, resolving it once and connecting nowhere', async () => {
    const { resolve, asked } = fakeResolver({ 'pictures.example': ['127.0.0.1'] });
    const fetching = fetchPicture(`http://pictures.example:${port}/mug.png`, options(resolve));
    await expect(fetching).rejects.toThrow(PublishError);
    await expect(fetching).rejects.toThrow(
      "The picture's host pictures.example is on a private network, where pictures are not fetched from.",
    );
    expect(asked).toEqual(['pictures.example']);
    expect(requests).toEqual([]);
  });

  it('refuses a name with a public and a private address, and the special ranges an attacker reaches for', async () => {
    for (const address of ['::7f00:1', '::ffff:127.0.0.1', '64:ff9b::7f00:1', '198.18.0.1', '240.0.0.1', '::1']) {
      const { resolve, asked } = fakeResolver({ 'pictures.example': ['93.184.216.34', address] });
      const fetching = fetchPicture(`http://pictures.example:${port}/mug.png`, options(resolve));
      await expect(fetching, address).rejects.toThrow(/private network/);
      expect(asked).toHaveLength(1);
    }
    expect(requests).toEqual([]);
  });

  it('refuses localhost through the system resolver, asking it once', async () => {
    let calls = 0;
    const counting: Resolver = (host) => {
      calls += 1;
      return systemResolver(host);
    };
    await expect(fetchPicture(`http://localhost:${port}/mug.png`, options(counting))).rejects.toThrow(
      /host localhost is on a private network/,
    );
    expect(calls).toBe(1);
    expect(requests).toEqual([]);
  });

  it('refuses an IP written in the address, in any IPv6 spelling, before connecting', async () => {
    const { resolve, asked } = fakeResolver({});
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::7f00:1]', '[64:ff9b::7f00:1]', '[::1]'])
      await expect(fetchPicture(`http://${host}:${port}/mug.png`, options(resolve)), host).rejects.toThrow(
        /private network/,
      );
    expect(asked).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('connects to the address it resolved, which the operator may allow to be private', async () => {
    // pictures.example has no address in DNS: the picture arrives only if the socket went where the lookup said.
    const { resolve, asked } = fakeResolver({ 'pictures.example': ['127.0.0.1'] });
    const picture = await fetchPicture(`http://pictures.example:${port}/mug.png`, options(resolve, true));
    expect(picture.contentType).toBe('image/png');
    expect(Buffer.from(picture.bytes).equals(PNG)).toBe(true);
    expect(asked).toEqual(['pictures.example']);
    expect(requests).toEqual(['/mug.png']);
  });

  it('says so when the host cannot be found', async () => {
    const { resolve } = fakeResolver({});
    await expect(fetchPicture('http://nowhere.example/mug.png', options(resolve))).rejects.toThrow(
      "The picture's host nowhere.example could not be found.",
    );
  });

  it('follows a redirect, each hop through the checked lookup', async () => {
    const { resolve, asked } = fakeResolver({ 'pictures.example': ['127.0.0.1'] });
    const picture = await fetchPicture(`http://pictures.example:${port}/moved`, options(resolve, true));
    expect(picture.contentType).toBe('image/png');
    expect(requests).toEqual(['/moved', '/mug.png']);
    expect(asked).toEqual(['pictures.example']);
  });
});
