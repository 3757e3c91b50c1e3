import { describe, expect, it } from 'vitest';
import { routingSentence } from './routing-sentence';

describe('the round-robin sentence', () => {
  it('names the channels and the members in their turn', () => {
    expect(
      routingSentence({ enabled: true, channels: ['Northwind Coffee', 'Northwind Cafe'], members: ['Maya', 'Ben'] }),
    ).toBe('New conversations on Northwind Coffee and Northwind Cafe go to Maya, then Ben, in turn.');
    expect(routingSentence({ enabled: true, channels: ['A', 'B', 'C'], members: ['Maya', 'Ben', 'Sam'] })).toBe(
      'New conversations on A, B and C go to Maya, then Ben, then Sam, in turn.',
    );
  });

  it('counts the channels past three, and says "all" of one member', () => {
    expect(routingSentence({ enabled: true, channels: ['A', 'B', 'C', 'D'], members: ['Maya'] })).toBe(
      'New conversations on these 4 channels all go to Maya.',
    );
  });

  it('says what is missing, and what happens while it is off', () => {
    expect(routingSentence({ enabled: true, channels: [], members: ['Maya'] })).toBe(
      'Choose at least one channel for round-robin to assign anything.',
    );
    expect(routingSentence({ enabled: true, channels: ['A'], members: [] })).toBe(
      'Choose at least one member for round-robin to assign anything.',
    );
    expect(routingSentence({ enabled: false, channels: ['A'], members: ['Maya'] })).toBe(
      'Round-robin is off: new conversations arrive unassigned, for anyone to take.',
    );
  });
});
