import { describe, expect, it } from 'vitest';
import { canDo, networkOf, networks } from './networks';
import { findUrls, graphemeLength, lengthProblem, textLength, weightedLength } from './text-length';

describe('per-network length', () => {
  it('weighs X: a URL is 23, CJK characters 2', () => {
    expect(weightedLength('hello https://example.com/a/very/long/path?with=query')).toBe(6 + 23);
    expect(weightedLength('日本')).toBe(4);
  });
  it('counts code points elsewhere', () => {
    expect(textLength('café 👋', 4)).toBe(6);
  });
  it('counts graphemes on Bluesky: a family emoji or an accent on its own code point is one character', () => {
    const family = '👨‍👩‍👧';
    expect([...family].length).toBe(5);
    expect(graphemeLength(family)).toBe(1);
    expect(textLength(`cafe\u0301 ${family}`, 3)).toBe(6);
    expect(lengthProblem(family.repeat(300), 3)).toBeNull();
    expect(lengthProblem('x'.repeat(301), 3)).toBe('Too long for Bluesky: 301 of 300 characters.');
  });
  it('names the network and the numbers when a message is too long', () => {
    expect(lengthProblem('x'.repeat(280), 1)).toBeNull();
    expect(lengthProblem('x'.repeat(281), 1)).toBe('Too long for X: 281 of 280 characters.');
    expect(lengthProblem('x'.repeat(501), 6)).toContain('Pinterest');
    expect(lengthProblem('x'.repeat(2200), 5)).toBeNull();
  });
  it('finds each URL once', () => {
    expect(findUrls('see https://a.example/x and http://b.example, again https://a.example/x.')).toEqual([
      'https://a.example/x',
      'http://b.example',
    ]);
  });
});

describe('the network table', () => {
  it('has each channel_type 1..7 once', () => {
    expect(networks.map((n) => n.type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(() => networkOf(8)).toThrow('Unknown channel_type 8');
  });
  it('gives Bluesky likes and reposts but no direct messages and no comments apart from replies', () => {
    expect(networkOf(3).name).toBe('Bluesky');
    expect(['like', 'unlike', 'retweet', 'reply', 'delete'].every((a) => canDo(3, a))).toBe(true);
    expect(canDo(3, 'dm_reply')).toBe(false);
    expect(canDo(3, 'comment')).toBe(false);
    expect(networkOf(3).directMessages).toBe(false);
  });
  it('has retweet only where the network reposts, and dm_reply only where it has direct messages', () => {
    expect(networks.filter((n) => canDo(n.type, 'retweet')).map((n) => n.name)).toEqual(['X', 'Bluesky']);
    for (const n of networks) expect(canDo(n.type, 'dm_reply')).toBe(n.directMessages);
  });
});
