import { Button } from '../../../components/ui/button';
import { useLogOut } from '../api/use-log-out';
import { roleNames } from '../../../lib/roles';
import { WorkspaceSwitcher } from './workspace-switcher';
import { useWorkspace } from '../../../api/use-workspace';

export function AccountMenu() {
  const { user, workspace } = useWorkspace();
  const logOut = useLogOut();
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
      <WorkspaceSwitcher current={workspace.name} />
      <div className="text-right text-sm leading-tight">
        <p className="font-semibold">{user.name}</p>
        <p className="text-slate-600">{roleNames[user.role]}</p>
      </div>
      <Button variant="secondary" onClick={logOut.logOut} disabled={logOut.pending}>
        Log out
      </Button>
    </div>
  );
}

/**
 * The current workspace; a button to the person's other workspaces (and to create one, where sign-up is open)
 * when there is somewhere to go. The list loads beside the page, never holding it up.
 */
