import { describe, expect, it } from 'vitest';
import { addressProblem, isLocalName, isPublicAddress, type AddressPolicy } from './addresses.ts';

const STRICT: AddressPolicy = { allowPrivate: false, ownOrigins: ['http://localhost:8787'] };
const code = (value: string, field: 'link' | 'picture', policy = STRICT) => addressProblem(value, field, policy)?.code;

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2001::1',
    '2001:db8::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    '100::1',
    '5f00::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '198.20.0.1', '223.255.255.1', '2606:4700::1111'])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes a public IPv4 address behind the NAT64 prefix or mapped into IPv6, as DNS64 gives them', () => {
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses what is no address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('0x7f.1')).toBe(false);
  });
});

describe('isLocalName', () => {
  it.each(['localhost', 'LOCALHOST.', 'api.localhost', 'printer.local', 'router.home.arpa', 'db.internal', 'metadata'])(
    '%s is local',
    (name) => {
      expect(isLocalName(name)).toBe(true);
    },
  );

  it.each(['example.com', 'cdn.example', 'localhost.example.com'])('%s is not', (name) => {
    expect(isLocalName(name)).toBe(false);
  });
});

describe('addressProblem', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    'file:///etc/passwd',
    'ftp://files.example/a',
    'http://',
    'https:/evil.example',
    'http://evil.example\\@good.example/',
    'https://good.example@evil.example/',
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:8787/',
    'http://metadata/computeMetadata/v1/',
  ])('refuses the link %s', (value) => {
    expect(code(value, 'link')).toBe('invalid_link');
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://127.0.0.1/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
  ])('refuses the picture %s', (value) => {
    expect(code(value, 'picture')).toBe('invalid_picture');
  });

  it('takes public web addresses, and none', () => {
    for (const value of ['', 'https://northwind.example/menu', 'HTTP://Example.com:8080/a?b#c', 'http://8.8.8.8/'])
      expect(code(value, 'link')).toBeUndefined();
  });

  it('takes a picture of this service: a path, or its own origin even on localhost', () => {
    for (const value of [
      '/media/abcdefghijklmnop.png',
      '/demo/latte.png',
      'http://localhost:8787/media/abcdefghijklmnop.png',
    ])
      expect(code(value, 'picture')).toBeUndefined();
    // A link is no picture of ours: the own origin on localhost stays a private address.
    expect(code('http://localhost:8787/media/abcdefghijklmnop.png', 'link')).toBe('invalid_link');
  });

  it('takes private addresses when the operator allows them, but still only http(s)', () => {
    const open = { ...STRICT, allowPrivate: true };
    expect(code('http://127.0.0.1:9000/mug.png', 'picture', open)).toBeUndefined();
    expect(code('http://localhost/', 'link', open)).toBeUndefined();
    expect(code('javascript:alert(1)', 'link', open)).toBe('invalid_link');
  });

  it('says what is wrong', () => {
    expect(addressProblem('http://[::7f00:1]/', 'link', STRICT)?.message).toBe(
      'The link leads to [::7f00:1], a private, local or reserved address, which posts may not name. Use a public address.',
    );
    expect(addressProblem('javascript:alert(1)', 'picture', STRICT)?.message).toBe(
      'The picture address must be a web address starting with http:// or https://, or the address of a picture uploaded here.',
    );
    expect(code(`https://example.com/${'a'.repeat(2048)}`, 'link')).toBe('link_too_long');
  });
});
