import { useEffect, useRef, useState } from 'react';
import type { ChannelsConnectResponse } from '../../../api/generated/types.gen';
import { useConnectChannel } from '../../../components/channels/use-connect-channel';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { apiErrorMessage, asApiError } from '../../../lib/api-error';

type FieldName = 'handle' | 'app_password';
interface Errors {
  fields: Partial<Record<FieldName, string>>;
  /** A refusal that concerns no field of the form (another account, the network down). */
  alert?: string;
}

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
  onConnected: (answer: ChannelsConnectResponse['data']) => void | Promise<void>;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [handle, setHandle] = useState(initialHandle);
  const [appPassword, setAppPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({ fields: {} });
  const [shown, setShown] = useState(0);
  const connect = useConnectChannel();
  const reconnecting = channelId !== undefined;

  // Each failed submit takes keyboard and screen reader users to what to fix.
  useEffect(() => {
    if (!shown) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }, [shown]);
  const show = (next: Errors) => {
    setErrors(next);
    setShown((n) => n + 1);
  };
  const clear = (field: FieldName) =>
    setErrors((current) =>
      current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (connect.isPending) return;
    const fields: Errors['fields'] = {};
    if (!handle.trim()) fields.handle = 'Write the Bluesky handle, such as northwind.bsky.social.';
    if (!appPassword.trim()) fields.app_password = 'Paste an app password.';
    if (fields.handle || fields.app_password) return show({ fields });
    setErrors({ fields: {} });
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
        onSuccess: (answer) => onConnected(answer.data),
        onError: (failure) => {
          const field = asApiError(failure)?.field;
          const message = apiErrorMessage(failure);
          show(
            field === 'handle' || field === 'app_password'
              ? { fields: { [field]: message } }
              : { fields: {}, alert: message },
          );
        },
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
