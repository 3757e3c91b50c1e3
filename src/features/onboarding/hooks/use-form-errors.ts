import { useEffect, useRef, useState } from 'react';

/** What a form shows after a failed submit: errors beside the fields they concern, and the rest in an alert. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  alert?: string;
}

/**
 * A form's errors. Each submit that finds some moves focus to the first invalid control, so keyboard and screen
 * reader users land on what to fix; editing a field clears its error without pulling focus anywhere.
 */
export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} });
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
