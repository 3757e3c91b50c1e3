import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, asApiError } from './api-error';

/** What a form shows after a failed submit: errors beside the fields they concern, and the rest in an alert. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  alert?: string;
}

/**
 * A form's errors. Each submit that finds some moves focus to the first invalid control (or, when no field is at
 * fault, to the form's alert), so keyboard and screen reader users land on what to fix; editing a field clears
 * its error without pulling focus anywhere.
 */
export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} });
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!shown) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }, [shown]);
  return {
    formRef,
    errors,
    show: (next: FormErrors<F>) => {
      setErrors(next);
      setShown((n) => n + 1);
    },
    clear: (field: F) =>
      setErrors((current) =>
        current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
      ),
  };
}

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
