import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { useCreateWorkspace } from '../api/use-create-workspace';
import { directLogin } from '../../../lib/auth/login';
import { asApiError } from '../../../lib/api-error';
import { Alert } from './onboarding-card';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { issuesByField, serviceErrors, useFormErrors } from '../../../lib/form-errors';
import { setupFields, setupSchema, type SetupField, type SetupValues } from './setup-form-values';
import { TimeZoneField } from '../../../components/ui/time-zone-field';
import { browserTimeZone } from '../../../lib/time-zones';

interface SetupFormProps {
  /** `loggedIn`: the account's token is kept already (the login asked for with the call); else it logs in next. */
  onCreated: (email: string, loggedIn: boolean) => void;
  onAlreadySetUp?: () => void;
  /** setup: the first owner (POST /setup); signup: anyone, where sign-up is open (POST /signup). */
  mode?: 'setup' | 'signup';
}

/** An account and its workspace: checked here, then sent to POST /setup (or /signup). */
export function SetupForm({ onCreated, onAlreadySetUp, mode = 'setup' }: SetupFormProps) {
  const [values, setValues] = useState<SetupValues>(() => ({
    name: '',
    email: '',
    password: '',
    workspace_name: '',
    timezone: browserTimeZone(),
  }));
  const { formRef, errors, show, clear } = useFormErrors<SetupField>();
  const create = useCreateWorkspace(mode);
  const set = (field: SetupField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = setupSchema.safeParse(values);
    if (!checked.success) {
      show({ fields: issuesByField<SetupField>(checked.error.issues) });
      return;
    }
    show({ fields: {} });
    const login = await directLogin();
    create.mutate(
      { body: { ...checked.data, ...login.params } },
      {
        // The account exists whatever happens to the login: if the code cannot be traded, the person logs in.
        onSuccess: ({ data }) =>
          void login.finish(data.login_code).then((loggedIn) => onCreated(checked.data.email, loggedIn)),
        onError: (error) =>
          asApiError(error)?.code === 'already_set_up' && onAlreadySetUp
            ? onAlreadySetUp()
            : show(serviceErrors(error, setupFields)),
      },
    );
  };

  const text = (field: SetupField, label: string, autoComplete: string, type = 'text') => (
    <Field label={label} error={errors.fields[field]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-600 uppercase">Your account</legend>
        {text('name', 'Your name', 'name')}
        {text('email', 'Email', 'email', 'email')}
        <Field label="Password" error={errors.fields.password} hint={<PasswordChecklist password={values.password} />}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
      <div className="border-t border-slate-200 pt-4">
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-600 uppercase">Your workspace</legend>
          {text('workspace_name', 'Workspace name', 'organization')}
          <TimeZoneField value={values.timezone} onChange={set('timezone')} error={errors.fields.timezone} />
        </fieldset>
      </div>
      {errors.alert && <Alert>{errors.alert}</Alert>}
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Creating your workspace…' : 'Create workspace'}
      </Button>
    </form>
  );
}
