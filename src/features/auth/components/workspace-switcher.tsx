import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { workspacesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { Button } from '../../../components/ui/button';

// The dialog's code (switching, creating, the time zones) comes when it is first opened, not with the page.
const WorkspacesDialog = lazy(() => import('./workspaces-dialog').then((m) => ({ default: m.WorkspacesDialog })));

export function WorkspaceSwitcher({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const list = useQuery(workspacesListOptions());
  const workspaces = list.data?.data.workspaces ?? [];
  const canCreate = list.data?.data.can_create ?? false;
  if (workspaces.length < 2 && !canCreate) return <p className="text-sm font-semibold">{current}</p>;
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={`Workspace: ${current}`}
        onClick={() => setOpen(true)}
      >
        <span className="max-w-48 truncate">{current}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WorkspacesDialog workspaces={workspaces} canCreate={canCreate} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
