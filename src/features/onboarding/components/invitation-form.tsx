import { useState } from 'react';
import * as z from 'zod/mini';
import type { InvitationsGetResponse } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { asApiError } from '../../../lib/api-error';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { directLogin } from '../../../lib/auth/login';
import { unusableReason } from './invitation-unavailable';
import { Alert } from './onboarding-card';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { newPassword } from '../../../lib/password';
import { personName } from './person-name';
import { issuesByField, serviceErrors, useFormErrors } from '../../../lib/form-errors';

type Invitation = InvitationsGetResponse['data'];
type AcceptField = 'name' | 'password';

const newAccount = z.object({ name: personName, password: newPassword });
const existingAccount = z.object({
  password: z.string().check(z.minLength(1, 'Enter the password of your account.')),
});

interface InvitationFormProps {
  token: string;
  invitation: Invitation;
  /** `loggedIn`: the person's token for the workspace is kept already; else she logs in next. */
  onJoined: (workspaceName: string, loggedIn: boolean) => void;
  onUnusable: (message: string) => void;
}

/** Joining with the invited email's account (its password), or with a new account (a name and a password). */
export function InvitationForm({ token, invitation, onJoined, onUnusable }: InvitationFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, show, clear } = useFormErrors<AcceptField>();
  const accept = useAcceptInvitation();
  const existing = invitation.account_exists;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = existing ? existingAccount.safeParse({ password }) : newAccount.safeParse({ name, password });
    if (!checked.success) {
      show({ fields: issuesByField<AcceptField>(checked.error.issues) });
      return;
    }
    show({ fields: {} });
    const login = await directLogin();
    accept.mutate(
      { body: { token, ...checked.data, ...login.params } },
      {
        onSuccess: ({ data }) =>
          void login.finish(data.login_code).then((loggedIn) => onJoined(data.workspace_name, loggedIn)),
        onError: (error) => {
          const reason = unusableReason(error);
          const body = asApiError(error);
          if (reason) onUnusable(reason);
          // The service names no field for a wrong password, but that is where the person fixes it.
          else if (body?.code === 'wrong_password') show({ fields: { password: body.message } });
          else show(serviceErrors(error, ['name', 'password']));
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
      {!existing && (
        <Field label="Your name" error={errors.fields.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                clear('name');
              }}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field
        label="Password"
        error={errors.fields.password}
        hint={
          existing ? (
            <p className="text-sm text-slate-600">Enter the password of your account {invitation.email}.</p>
          ) : (
            <PasswordChecklist password={password} />
          )
        }
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete={existing ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              clear('password');
            }}
            className={inputClass}
          />
        )}
      </Field>
      {errors.alert && <Alert>{errors.alert}</Alert>}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Joining…' : `Join ${invitation.workspace_name}`}
      </Button>
    </form>
  );
}
