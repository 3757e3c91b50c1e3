import { useSuspenseQuery } from '@tanstack/react-query';
import { accountGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { Button } from '../../../components/ui/button';
import { useLogOut } from '../api/use-log-out';

const roleNames = { owner: 'Owner', admin: 'Admin', collaborator: 'Collaborator' } as const;

export function AccountMenu() {
  const { data } = useSuspenseQuery(accountGetOptions());
  const { user, workspace } = data.data;
  const logOut = useLogOut();
  return (
    <div className="flex items-center gap-4">
      <div className="text-right text-sm leading-tight">
        <p className="font-semibold">{user.name}</p>
        <p className="text-slate-600">
          {roleNames[user.role]} · {workspace.name}
        </p>
      </div>
      <Button variant="secondary" onClick={() => logOut.mutate({})} disabled={logOut.isPending}>
        Log out
      </Button>
    </div>
  );
}
