import { useState } from 'react';
import * as z from 'zod/mini';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useUpdateProfile } from '../api/use-account-actions';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

const profile = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Write the name others see.'), z.maxLength(100, 'At most 100 characters.')),
  // As the service takes it: none, an https address, or a path of the service (the demo's pictures).
  picture: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || /^\/[^/]/.test(value) || /^https:\/\/[^\s/]+\S*$/.test(value),
        'Paste the address of an image, starting with https://',
      ),
    ),
});

/** The name others see, and the picture beside it (empty: none). */
export function ProfileForm({ name, email, picture }: { name: string; email: string; picture: string }) {
  const [values, setValues] = useState({ name, picture });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'picture', string>>>({});
  const save = useUpdateProfile();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = profile.safeParse({ name: values.name, picture: values.picture.trim() });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.toReversed().map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const { name: next, picture } = parsed.data;
    save.mutate({ body: { name: next, picture } });
  };
  return (
    <SettingsSection title="Your profile" description={`You log in as ${email}.`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Picture URL"
          optional
          error={errors.picture}
          hint={<p className="text-sm text-slate-600">The https address of a square image. Empty: no picture.</p>}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://example.com/me.png"
              value={values.picture}
              onChange={(e) => setValues({ ...values, picture: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <FormError message={save.isError ? apiErrorMessage(save.error) : undefined} />
        <SubmitButton pending={save.isPending}>{save.isPending ? 'Saving…' : 'Save profile'}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
