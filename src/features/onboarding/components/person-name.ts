import * as z from 'zod/mini';

/** A person's name, as the service takes it. */
export const personName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Write your name.'), z.maxLength(100, 'A name has at most 100 characters.'));
