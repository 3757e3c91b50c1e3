import { describe, expect, it } from 'vitest';
import { fillReply, firstNameOf, unknownVariables } from './saved-replies';

const values = { first_name: 'Maya', channel_name: 'Northwind Coffee', my_name: 'Sam Lee' };

describe('saved reply variables', () => {
  it('fills every known variable, as often as it appears', () => {
    expect(fillReply('Hi {first_name}, {my_name} of {channel_name} here. Thanks, {first_name}!', values)).toEqual({
      text: 'Hi Maya, Sam Lee of Northwind Coffee here. Thanks, Maya!',
      unfilled: [],
    });
  });

  it('leaves unknown {words} and braces around other text as written', () => {
    expect(fillReply('{greeting} {first_name} { first_name } {"a": 1} {First_Name}', values).text).toBe(
      '{greeting} Maya { first_name } {"a": 1} {First_Name}',
    );
  });

  it('leaves out a variable whose value is empty and names it', () => {
    expect(fillReply('Hi {first_name}, from {my_name}', { ...values, first_name: '  ' })).toEqual({
      text: 'Hi , from Sam Lee',
      unfilled: ['first_name'],
    });
  });

  it('names the unknown variables once each, in order, and the known ones used', () => {
    expect(unknownVariables('{name} {first_name} {order_id} {name} {First_Name} {x y}')).toEqual([
      'name',
      'order_id',
      'First_Name',
    ]);
    expect(unknownVariables('Hi {first_name}, {channel_name} and {my_name}')).toEqual([]);
  });

  it('takes a first name from the name a network shows', () => {
    expect(firstNameOf('Maya Chen')).toBe('Maya');
    expect(firstNameOf('  José   María ')).toBe('José');
    expect(firstNameOf('@maya')).toBe('maya');
    expect(firstNameOf('')).toBe('');
  });
});
