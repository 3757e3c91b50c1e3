// Checks for the few small shapes the dashboard reads from outside its own code: the address bar, localStorage,
// the event stream, another window. A validation library would weigh more in the first download than all of
// these; the forms, loaded with the pages that have them, use zod/mini.

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** A positive whole number, or undefined. */
export const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

export const boolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A string of min to max characters, or undefined. */
export const text = (value: unknown, min = 0, max = Infinity): string | undefined =>
  typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;

/** A string, nothing (undefined), or an error: for parameters that must be text when present. */
export function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new TypeError(`${name} must be text.`);
}
