import { describe, expect, it } from 'vitest';
import { cropOf, cutAtLimit, hostOf } from './network-look';

describe('how a network shows a post', () => {
  it('cuts a text where the network counts its limit (X counts a link as 23)', () => {
    const link = 'https://northwind.example/a-very-long-address-that-x-counts-as-twenty-three';
    expect(cutAtLimit(`${'a'.repeat(250)} ${link}`, 1)).toEqual({ text: `${'a'.repeat(250)} ${link}`, cut: false });
    expect(cutAtLimit('a'.repeat(300), 1)).toEqual({ text: 'a'.repeat(280), cut: true });
  });

  it('crops pictures square for Instagram, 2:3 for Pinterest and 16:9 elsewhere', () => {
    expect([5, 6, 1, 4].map((type) => cropOf(type).ratio)).toEqual(['1 / 1', '2 / 3', '16 / 9', '16 / 9']);
  });

  it('names a link by its host, and a text that is no address yet as it is', () => {
    expect(hostOf('https://northwind.example/shop/yirgacheffe')).toBe('northwind.example');
    expect(hostOf('northwind.exa')).toBe('northwind.exa');
  });
});
