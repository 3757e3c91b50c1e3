import { useState } from 'react';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/use-account-actions';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

/** The service's rules for a new password, checked as the person types. */
const rules = [
  { text: 'At least 10 characters', met: (p: string) => p.length >= 10 },
  { text: 'Not only spaces', met: (p: string) => p.trim().length > 0 },
];

export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tried, setTried] = useState(false);
  const change = useChangePassword();
  const valid = rules.every((rule) => rule.met(next));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setTried(true);
    if (!current || !valid) return;
    change.mutate(
      { body: { current_password: current, new_password: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setTried(false);
        },
      },
    );
  };
  return (
    <SettingsSection
      title="Password"
      description="Changing your password logs you out on every other device and application; this one stays logged in."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Current password" error={tried && !current ? 'Write your current password.' : undefined}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="New password"
          error={tried && !valid ? 'The new password does not follow the rules below.' : undefined}
          hint={
            <ul className="space-y-0.5 text-sm" aria-label="Password rules">
              {rules.map((rule) => {
                const met = next !== '' && rule.met(next);
                return (
                  <li key={rule.text} className={met ? 'text-green-800' : 'text-slate-600'}>
                    <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.text}
                    <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
                  </li>
                );
              })}
            </ul>
          }
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={200}
              value={next}
              onChange={(e) => setNext(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <FormError message={change.isError ? apiErrorMessage(change.error) : undefined} />
        <SubmitButton pending={change.isPending}>{change.isPending ? 'Changing…' : 'Change password'}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
