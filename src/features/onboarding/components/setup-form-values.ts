import * as z from 'zod/mini';
import type { SetupData } from '../../../api/generated/types.gen';
import { newPassword } from '../../../lib/password';
import { knownZone } from '../../../lib/time-zones';
import { personName } from './person-name';

export type SetupValues = SetupData['body'];
export type SetupField = keyof SetupValues;
export const setupFields: readonly SetupField[] = ['name', 'email', 'password', 'workspace_name', 'timezone'];

/** The first start's own checks before anything is sent; the service checks the same again. */
export const setupSchema = z.object({
  name: personName,
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(320, 'An email address has at most 320 characters.')),
    z.email('Write an email address such as name@example.com.'),
  ),
  password: newPassword,
  workspace_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write your workspace’s name.'),
      z.maxLength(100, 'A workspace name has at most 100 characters.'),
    ),
  timezone: z.string().check(z.refine(knownZone, 'Choose a time zone: type a city, such as Paris, and pick it.')),
});
