import { apiErrorMessage } from '../../../lib/api-error';
import { asApiError } from '../../../lib/api-error';
import type { FormErrors } from '../hooks/use-form-errors';

/** The service's answer beside the field it names, when that field is on this form; otherwise in the alert. */
export function serviceErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  const field = asApiError(error)?.field as F | undefined;
  const message = apiErrorMessage(error);
  if (field === undefined || !fields.includes(field)) return { fields: {}, alert: message };
  const errors: Partial<Record<F, string>> = {};
  errors[field] = message;
  return { fields: errors };
}

/** zod's issues as field errors, the first per field. */
export function issuesByField<F extends string>(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of issues) fields[issue.path[0] as F] ??= issue.message;
  return fields;
}
