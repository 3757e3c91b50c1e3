import { isConnected, type Connected } from '../../../components/channels/connect-answer';
import { useState } from 'react';
import { useConnectChannel } from '../../../components/channels/use-connect-channel';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { serviceErrors, useFormErrors, type FormErrors } from '../../../lib/form-errors';

type FieldName = 'handle' | 'app_password';

const BLUESKY = 3;

/**
 * Signs in to Bluesky with a handle and an app password: a new channel, or (with `channelId`) that channel
 * reconnected. The service's refusals show beside the field they name, and focus goes to the first one.
 */
export function BlueskyForm({
  channelId,
  initialHandle = '',
  onConnected,
  onCancel,
}: {
  channelId?: string;
  initialHandle?: string;
  onConnected: (answer: Connected) => void | Promise<void>;
  onCancel: () => void;
}) {
  const [handle, setHandle] = useState(initialHandle);
  const [appPassword, setAppPassword] = useState('');
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const connect = useConnectChannel();
  const reconnecting = channelId !== undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (connect.isPending) return;
    const fields: FormErrors<FieldName>['fields'] = {};
    if (!handle.trim()) fields.handle = 'Write the Bluesky handle, such as northwind.bsky.social.';
    if (!appPassword.trim()) fields.app_password = 'Paste an app password.';
    if (fields.handle || fields.app_password) return show({ fields });
    show({ fields: {} });
    connect.mutate(
      {
        body: {
          channel_type: BLUESKY,
          handle: handle.trim(),
          app_password: appPassword.trim(),
          ...(reconnecting ? { channel_id: Number(channelId) } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          if (isConnected(answer.data)) return onConnected(answer.data);
        },
        onError: (failure) => show(serviceErrors(failure, ['handle', 'app_password'])),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Bluesky handle"
        error={errors.fields.handle}
        hint={<p className="text-sm text-slate-600">Such as northwind.bsky.social, or your own domain.</p>}
      >
        {(control) => (
          <input
            {...control}
            value={handle}
            onChange={(event) => {
              setHandle(event.target.value);
              clear('handle');
            }}
            className={inputClass}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        label="App password"
        error={errors.fields.app_password}
        hint={
          <p className="text-sm text-slate-600">
            Make an app password in Bluesky: Settings → Privacy and security → App passwords. Your account password is
            refused.
          </p>
        }
      >
        {(control) => (
          <input
            {...control}
            type="password"
            value={appPassword}
            onChange={(event) => {
              setAppPassword(event.target.value);
              clear('app_password');
            }}
            placeholder="xxxx-xxxx-xxxx-xxxx"
            className={`${inputClass} font-mono`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      {errors.alert && (
        <p role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {errors.alert}
        </p>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {connect.isPending ? 'Signing in to Bluesky…' : ''}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {reconnecting ? 'Reconnect' : 'Connect Bluesky account'}
        </Button>
      </div>
    </form>
  );
}
