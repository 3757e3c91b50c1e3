import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  oauthSwitchWorkspaceMutation,
  workspacesCreateMutation,
  workspacesListQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { WorkspaceMembership, WorkspacesListResponse } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/auth/session';
import { roleNames } from '../../../lib/roles';
import { browserTimeZone } from '../../../lib/time-zones';
import { TimeZoneField } from '../../../components/ui/time-zone-field';

/** The person's workspaces, to switch to, and (where sign-up is open) a new one to create. */
export function WorkspacesDialog({
  workspaces,
  canCreate,
  onClose,
}: {
  workspaces: WorkspaceMembership[];
  canCreate: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Workspaces"
      description="Switching opens the other workspace in this tab; you stay logged in."
    >
      <WorkspaceList workspaces={workspaces} onSwitched={onClose} />
      {canCreate && <CreateWorkspace onSwitched={onClose} />}
    </Dialog>
  );
}

/** Trades this session's token for one of the other workspace (the old one is revoked), then starts afresh. */
function useSwitchWorkspace(onSwitched: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    ...oauthSwitchWorkspaceMutation(),
    // The list shows a refusal itself.
    meta: { quiet: true },
    onSuccess: (answer, { body }) => {
      const name = queryClient
        .getQueryData<WorkspacesListResponse>(workspacesListQueryKey())
        ?.data.workspaces.find((w) => Number(w.workspace_id) === body.workspace_id)?.name;
      saveSession(answer.access_token, answer.expires_in);
      onSwitched();
      // Everything cached belongs to the workspace left. A reset drops it all as clear() would, but also tells the
      // components on screen (this menu, the channels), which then load the new workspace's instead of keeping
      // the old one's.
      void queryClient.resetQueries();
      toast.show(name ? `Switched to ${name}.` : 'Switched workspace.');
      void navigate({ to: '/' });
    },
  });
}

function WorkspaceList({ workspaces, onSwitched }: { workspaces: WorkspaceMembership[]; onSwitched: () => void }) {
  const switching = useSwitchWorkspace(onSwitched);
  return (
    <>
      <ul className="divide-y divide-slate-200" aria-label="Your workspaces">
        {workspaces.map((w) => (
          <li key={w.workspace_id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-semibold">{w.name}</span>
              <span className="block text-slate-600">{roleNames[w.role]}</span>
            </span>
            {w.current ? (
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">Current</span>
            ) : (
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-xs"
                disabled={switching.isPending}
                onClick={() => switching.mutate({ body: { workspace_id: Number(w.workspace_id) } })}
                aria-label={`Switch to ${w.name}`}
              >
                Switch
              </Button>
            )}
          </li>
        ))}
      </ul>
      {switching.isError && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {apiErrorMessage(switching.error)}
        </p>
      )}
    </>
  );
}

/** A new workspace, owned by the person; they are offered to switch to it, not moved there unasked. */
function CreateWorkspace({ onSwitched }: { onSwitched: () => void }) {
  const [name, setName] = useState('');
  const [zone, setZone] = useState(browserTimeZone);
  const [tried, setTried] = useState(false);
  const queryClient = useQueryClient();
  const create = useMutation({
    ...workspacesCreateMutation(),
    meta: { quiet: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesListQueryKey() }),
  });
  const switching = useSwitchWorkspace(onSwitched);
  const created = create.data?.data;
  if (created)
    return (
      <div role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-sm ring-1 ring-green-200">
        <p className="font-semibold">{created.name} is ready, and you are its owner.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            disabled={switching.isPending}
            onClick={() => switching.mutate({ body: { workspace_id: Number(created.workspace_id) } })}
          >
            Switch to {created.name} now
          </Button>
          <Button variant="secondary" onClick={() => create.reset()}>
            Stay here
          </Button>
        </div>
        {switching.isError && <p className="mt-2 text-red-900">{apiErrorMessage(switching.error)}</p>}
      </div>
    );
  return (
    <form
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (name.trim()) create.mutate({ body: { name: name.trim(), timezone: zone } });
      }}
    >
      <h3 className="font-semibold">Create a workspace</h3>
      <Field label="Workspace name" error={tried && !name.trim() ? 'Name the workspace.' : undefined}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <TimeZoneField value={zone} onChange={setZone} />
      {create.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {apiErrorMessage(create.error)}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create workspace'}
      </Button>
    </form>
  );
}
