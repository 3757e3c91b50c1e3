import * as z from 'zod/mini';

export interface PasswordRule {
  label: string;
  met: (password: string) => boolean;
}

/** The service's rules for a new password (10 to 200 characters, not only spaces), as the form shows them. */
export const passwordRules: PasswordRule[] = [
  { label: 'At least 10 characters', met: (p) => p.length >= 10 },
  { label: 'At most 200 characters', met: (p) => p.length <= 200 },
  { label: 'Not only spaces', met: (p) => p.trim().length > 0 },
];

export const newPassword = z.string().check(
  z.superRefine((password, ctx) => {
    const unmet = passwordRules.filter((rule) => !rule.met(password));
    if (unmet.length)
      ctx.addIssue({
        code: 'custom',
        message: `Choose a password that meets every rule: ${unmet.map((r) => r.label.toLowerCase()).join(', ')}.`,
      });
  }),
);
