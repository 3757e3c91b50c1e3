import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Session } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { useLogOutEverywhere, useRevokeSession } from '../api/use-session-actions';
import { describeUserAgent } from '../utils/user-agent';
import { ConfirmDialog } from './confirm-dialog';
import { SettingsSection, smallButton } from './settings-section';

/** Where the person is logged in, in every workspace and application, with a way to end each or all. */
export function SessionsList({ zone }: { zone: string }) {
  const sessions = useSuspenseQuery(sessionsListOptions()).data.data;
  const [confirming, setConfirming] = useState(false);
  const everywhere = useLogOutEverywhere();
  return (
    <SettingsSection
      title="Sessions"
      description="Where you are logged in: this browser, other devices and the applications you allowed."
      actions={
        <Button variant="secondary" className={`${smallButton} text-red-800`} onClick={() => setConfirming(true)}>
          Log out everywhere
        </Button>
      }
    >
      <ul className="divide-y divide-slate-200" aria-label="Sessions">
        {sessions.map((session) => (
          <SessionRow key={session.session_id} session={session} zone={zone} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Log out everywhere?"
        confirmLabel="Log out everywhere"
        danger
        pending={everywhere.isPending}
        onConfirm={() => everywhere.mutate({})}
        onClose={() => setConfirming(false)}
      >
        <p>
          Every session ends at once, this one too: you, and the applications you allowed, will have to log in again.
        </p>
      </ConfirmDialog>
    </SettingsSection>
  );
}

function SessionRow({ session, zone }: { session: Session; zone: string }) {
  const clock = useClock();
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.user_agent);
  const started = formatWorkspaceTime(session.started_at, zone, clock);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {device}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              This device
            </span>
          )}
        </p>
        <p className="text-slate-600">
          {session.application} · {session.workspace_name}
        </p>
        <p className="text-slate-600">
          Started {started} · expires {formatWorkspaceTime(session.expires_at, zone, clock)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className={smallButton}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate({ body: { session_id: Number(session.session_id) } })}
          aria-label={`Revoke session: ${device}, ${session.application}, started ${started}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
