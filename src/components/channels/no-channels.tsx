import { Link } from '@tanstack/react-router';
import { useWorkspace } from '../../api/use-workspace';

/**
 * What a page shows before the workspace has any channel: not "nothing to do" but what comes first, and who can do
 * it. `what` finishes "Connect your team's accounts to …" ("see their comments and messages here").
 */
export function NoChannels({ what, className = '' }: { what: string; className?: string }) {
  const { role, workspace } = useWorkspace();
  return (
    <div className={`rounded-xl bg-white p-6 text-sm text-slate-700 ring-1 ring-slate-200 ${className}`}>
      <h2 className="text-base font-semibold text-slate-900">No channels connected yet</h2>
      {role === 'collaborator' ? (
        <p className="mt-1">
          An owner or admin of {workspace.name} connects the team’s accounts; then you can {what}.
        </p>
      ) : (
        <>
          <p className="mt-1">Connect your team’s accounts (or a practice channel on the sandbox) to {what}.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to="/settings/channels"
              className="inline-flex items-center rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
            >
              Connect an account
            </Link>
            <Link
              to="/start"
              className="inline-flex items-center rounded-lg bg-white px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Getting started guide
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
