import { describe, expect, it } from 'vitest';
import { withUtm } from './utm.ts';

const tags = { source: 'linkedin', campaign: 'autumn menu' };

describe('withUtm', () => {
  it('adds source, medium and campaign to the query, before the fragment', () => {
    expect(withUtm('https://cafe.example/menu', tags)).toBe(
      'https://cafe.example/menu?utm_source=linkedin&utm_medium=social&utm_campaign=autumn%20menu',
    );
    expect(withUtm('https://cafe.example/menu?lang=en#drinks', tags)).toBe(
      'https://cafe.example/menu?lang=en&utm_source=linkedin&utm_medium=social&utm_campaign=autumn%20menu#drinks',
    );
    expect(withUtm('https://cafe.example/?', { source: 'x', campaign: '' })).toBe(
      'https://cafe.example/?utm_source=x&utm_medium=social',
    );
  });

  it('keeps an address tagged on purpose, and leaves what is not a web address alone', () => {
    expect(withUtm('https://cafe.example/?UTM_source=newsletter', tags)).toBe(
      'https://cafe.example/?UTM_source=newsletter',
    );
    expect(withUtm('mailto:hello@cafe.example', tags)).toBe('mailto:hello@cafe.example');
    expect(withUtm('https://', tags)).toBe('https://');
  });
});
