import { useState } from 'react';
import * as z from 'zod/mini';
import type { AppsCreateResponse } from '../../../api/generated/types.gen';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useCreateApp } from '../api/use-app-actions';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

const app = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name the application.'), z.maxLength(100, 'At most 100 characters.')),
  redirectUris: z
    .array(z.url({ protocol: /^https?$/, error: 'Each line is one full address, starting with https://' }))
    .check(z.minLength(1, 'Write at least one redirect URI.')),
});

/** Registers an application; its credentials go to the page, which shows them once. */
export function AppForm({ onCreated }: { onCreated: (created: AppsCreateResponse['data']) => void }) {
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'redirectUris', string>>>({});
  const create = useCreateApp();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = app.safeParse({
      name,
      redirectUris: uris
        .split('\n')
        .map((u) => u.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.toReversed().map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(
      { body: { name: parsed.data.name, redirect_uris: parsed.data.redirectUris.join(' '), public: isPublic ? 1 : 0 } },
      {
        onSuccess: ({ data }) => {
          setName('');
          setUris('');
          setPublic(false);
          onCreated(data);
          // The secret lives on in the dialog only; the mutation forgets it.
          create.reset();
        },
      },
    );
  };
  return (
    <SettingsSection
      title="Register an application"
      description="Your own tools log in with OAuth 2 to act in this workspace through the API."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Name" error={errors.name}>
          {(control) => (
            <input {...control} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
          )}
        </Field>
        <Field
          label="Redirect URIs"
          error={errors.redirectUris}
          hint={
            <p className="text-sm text-slate-600">
              One per line, exactly as the application sends them: https, or http on localhost.
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={uris}
              onChange={(e) => setUris(e.target.value)}
              placeholder="https://tools.example.com/oauth/callback"
              className={`${inputClass} font-mono text-sm`}
            />
          )}
        </Field>
        <div className="flex items-start gap-3">
          <input
            id="app-public"
            type="checkbox"
            checked={isPublic}
            onChange={(e) => setPublic(e.target.checked)}
            aria-describedby="app-public-hint"
            className="mt-1 size-4"
          />
          <div>
            <label htmlFor="app-public" className="text-sm font-semibold">
              Public client (PKCE, no secret)
            </label>
            <p id="app-public-hint" className="text-sm text-slate-600">
              For a single-page or mobile app, which cannot keep a secret. Leave it off for a server.
            </p>
          </div>
        </div>
        <FormError message={create.isError ? apiErrorMessage(create.error) : undefined} />
        <SubmitButton pending={create.isPending}>
          {create.isPending ? 'Registering…' : 'Register application'}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
