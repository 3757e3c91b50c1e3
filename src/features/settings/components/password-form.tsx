import { useState } from 'react';
import { Field, inputClass } from '../../../components/ui/field';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { apiErrorMessage } from '../../../lib/api-error';
import { passwordRules } from '../../../lib/password';
import { useChangePassword } from '../api/use-account-actions';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tried, setTried] = useState(false);
  const change = useChangePassword();
  const valid = passwordRules.every((rule) => rule.met(next));
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
          hint={<PasswordChecklist password={next} />}
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
