import { describe, expect, it } from 'vitest';
import { readSession } from './auth/session';
import { boolean, isNumberArray, isObject, optionalString, positiveInt, text } from './guards';

describe('the checks for what comes from outside the code', () => {
  it('keep valid values and turn anything else into undefined', () => {
    expect([positiveInt(3), positiveInt(0), positiveInt(-1), positiveInt(1.5), positiveInt('3')]).toEqual([
      3,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([boolean(true), boolean(false), boolean('true')]).toEqual([true, false, undefined]);
    expect([text('ab', 1, 2), text('', 1), text('abc', 1, 2), text(5)]).toEqual([
      'ab',
      undefined,
      undefined,
      undefined,
    ]);
    expect([isNumberArray([1, 2]), isNumberArray([]), isNumberArray([1, '2']), isNumberArray('1')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isObject({}), isObject([]), isObject(null), isObject('x')]).toEqual([true, false, false, false]);
  });

  it('refuse a parameter that must be text when it is something else', () => {
    expect(optionalString(undefined, 'code')).toBeUndefined();
    expect(optionalString('abc', 'code')).toBe('abc');
    expect(() => optionalString(123, 'code')).toThrow('code must be text.');
  });

  it('read a session only when localStorage holds a whole, unexpired one', () => {
    const store = (value: unknown) => localStorage.setItem('social-desk.session', JSON.stringify(value));
    store({ token: 'abc', expiresAt: Date.now() + 60_000 });
    expect(readSession()?.token).toBe('abc');
    store({ token: 'abc', expiresAt: Date.now() - 1 });
    expect(readSession()).toBeNull();
    store({ token: '', expiresAt: Date.now() + 60_000 });
    expect(readSession()).toBeNull();
    store({ token: 'abc', expiresAt: '2099-01-01' });
    expect(readSession()).toBeNull();
    localStorage.setItem('social-desk.session', '{not json');
    expect(readSession()).toBeNull();
    localStorage.removeItem('social-desk.session');
    expect(readSession()).toBeNull();
  });
});
