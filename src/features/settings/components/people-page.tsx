import type { Role } from '../../../lib/roles';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { ReviewLinks } from './review-links';
import { SettingsPageTitle } from './settings-section';

interface PeoplePageProps {
  user: { user_id: string; role: Role };
  workspace: { name: string; timezone: string };
}

export function PeoplePage({ user, workspace }: PeoplePageProps) {
  return (
    <>
      <SettingsPageTitle title="People">
        Who works in {workspace.name}, what each may do, and the links that let others in.
      </SettingsPageTitle>
      <div className="space-y-6">
        <MembersTable caller={{ userId: user.user_id, role: user.role, workspaceName: workspace.name }} />
        <InviteForm callerRole={user.role} zone={workspace.timezone} />
        <InvitationsList zone={workspace.timezone} />
        <ReviewLinks zone={workspace.timezone} />
      </div>
    </>
  );
}
