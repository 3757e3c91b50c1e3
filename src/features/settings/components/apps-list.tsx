import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Application } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useDeleteApp, useRotateSecret } from '../api/use-app-actions';
import { ConfirmDialog } from './confirm-dialog';
import type { ShownCredentials } from './secret-dialog';
import { SettingsSection, smallButton } from './settings-section';

const tokens = (n: number) => (n === 1 ? '1 active token' : `${n} active tokens`);

/**
 * Every client that can act on the workspace: its own applications (which its owners and admins manage), then the
 * server's own clients, the demo data's among them, which only whoever runs the server manages.
 */
export function AppsList({ zone, onSecret }: { zone: string; onSecret: (shown: ShownCredentials) => void }) {
  const apps = useSuspenseQuery(appsListOptions()).data.data;
  const own = apps.filter((app) => app.source === 'workspace');
  const builtIn = apps.filter((app) => app.source !== 'workspace');
  return (
    <>
      <SettingsSection title="Applications">
        {own.length === 0 ? (
          <p className="text-sm text-slate-600">
            No applications of this workspace yet. Register one above to let your own tools use the API.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Applications">
            {own.map((app) => (
              <AppRow key={app.client_id} app={app} zone={zone} onSecret={onSecret} />
            ))}
          </ul>
        )}
      </SettingsSection>
      {builtIn.length > 0 && (
        <SettingsSection title="Clients of this server">
          <p className="text-sm text-slate-600">
            These come with the server rather than with this workspace: any member can log in to them, and whoever runs
            the server manages their secrets.
          </p>
          <ul className="mt-2 divide-y divide-slate-200" aria-label="Clients of this server">
            {builtIn.map((app) => (
              <BuiltInRow key={app.client_id} app={app} zone={zone} />
            ))}
          </ul>
        </SettingsSection>
      )}
    </>
  );
}

function AppFacts({ app, zone, badge }: { app: Application; zone: string; badge: string }) {
  const clock = useClock();
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {app.name}{' '}
        <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{badge}</span>
      </p>
      <p className="mt-1 break-all font-mono text-xs text-slate-700">{app.client_id}</p>
      <p className="mt-1 text-slate-600">
        Registered {formatWorkspaceTime(app.created_at, zone, clock)} · {tokens(app.active_tokens)} in this workspace
      </p>
      <ul className="mt-1 space-y-0.5 text-slate-600" aria-label={`Redirect URIs of ${app.name}`}>
        {app.redirect_uris.map((uri) => (
          <li key={uri} className="break-all">
            {uri}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A client of the server: listed so the workspace knows it can act here, with nothing to manage. */
function BuiltInRow({ app, zone }: { app: Application; zone: string }) {
  return (
    <li className="py-4 text-sm">
      <AppFacts app={app} zone={zone} badge={app.source === 'demo' ? 'Demo data' : 'Server’s own'} />
      {app.source === 'demo' && (
        <p className="mt-2 text-slate-600">
          The demo’s API client, as the README describes it: try the API with it. A server started without the demo data
          (SEED_DEMO=0) does not have it.
        </p>
      )}
    </li>
  );
}

function AppRow({
  app,
  zone,
  onSecret,
}: {
  app: Application;
  zone: string;
  onSecret: (shown: ShownCredentials) => void;
}) {
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const rotate = useRotateSecret();
  const remove = useDeleteApp();
  return (
    <li className="py-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AppFacts app={app} zone={zone} badge={app.public ? 'Public' : 'Confidential'} />
        <div className="flex flex-wrap gap-2">
          {!app.public && (
            <Button
              variant="secondary"
              className={smallButton}
              onClick={() => setConfirming('rotate')}
              aria-label={`Rotate the secret of ${app.name}`}
            >
              Rotate secret
            </Button>
          )}
          <Button
            variant="secondary"
            className={`${smallButton} text-red-800`}
            onClick={() => setConfirming('delete')}
            aria-label={`Delete ${app.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={`Give ${app.name} a new secret?`}
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(
            { body: { client_id: app.client_id } },
            {
              onSuccess: ({ data }) => {
                setConfirming(null);
                onSecret({
                  title: `New secret for ${app.name}`,
                  clientId: data.client_id,
                  clientSecret: data.client_secret,
                });
                rotate.reset();
              },
              onError: () => setConfirming(null),
            },
          )
        }
        onClose={() => setConfirming(null)}
      >
        <p>The current secret stops working at once: update the application with the new one, shown next.</p>
        <p>Tokens already issued keep working until they expire.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete ${app.name}?`}
        confirmLabel="Delete application"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate({ body: { client_id: app.client_id } }, { onSettled: () => setConfirming(null) })
        }
        onClose={() => setConfirming(null)}
      >
        <p>Its {tokens(app.active_tokens)} stop at once, and it can no longer log anyone in. This cannot be undone.</p>
      </ConfirmDialog>
    </li>
  );
}
