import { Link } from '@tanstack/react-router';
import { manages, type Role } from '../../../lib/roles';
import { AddSandboxChannel } from './add-sandbox-channel';

/** The channel list of a workspace with no channel yet: what comes first, and who does it. */
export function NoChannelsYet({ role }: { role: Role }) {
  return !manages(role) ? (
    <p className="px-3 text-sm text-slate-600">No channels yet: an owner or admin connects the team’s accounts.</p>
  ) : (
    <>
      <p className="px-3 text-sm text-slate-600">
        No channels yet. Connect the accounts your team posts to, or add a sandbox channel to practise.
      </p>
      <Link
        to="/settings/channels"
        className="mx-3 mt-2 flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
      >
        Connect an account
      </Link>
      <AddSandboxChannel />
    </>
  );
}
