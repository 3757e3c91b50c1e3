import { IANAZone } from 'luxon';
import { z } from 'zod';

/** What a password and a time zone must be, wherever they come from: the API, the sign-up page, the admin CLI. */

export const PASSWORD_RULES = { min: 10, max: 200 };

export const password = z
  .string()
  .min(PASSWORD_RULES.min, `A password has at least ${PASSWORD_RULES.min} characters`)
  .max(PASSWORD_RULES.max, `A password has at most ${PASSWORD_RULES.max} characters`)
  .refine((value) => value.trim().length > 0, 'A password is more than spaces')
  .meta({ description: `${PASSWORD_RULES.min} to ${PASSWORD_RULES.max} characters, not only spaces` });

export const timezone = z
  .string()
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), 'Use an IANA time zone such as Europe/Paris')
  .meta({ description: 'IANA time zone, such as America/New_York' });
