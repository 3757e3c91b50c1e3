import type { Clock } from '../../../lib/clock';
import { AppearanceSection } from './appearance-section';
import { NotificationEmailSection } from './notification-email-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import { LeaveWorkspaceButton } from './leave-workspace';
import { SettingsPageTitle, SettingsSection } from './settings-section';

interface ProfilePageProps {
  user: { user_id: string; name: string; email: string; picture: string };
  workspace: { name: string; timezone: string; clock: Clock };
}

export function ProfilePage({ user, workspace }: ProfilePageProps) {
  return (
    <>
      <SettingsPageTitle title="Profile">
        Your name, password and sessions, in every workspace you are in; your email notifications, in this one.
      </SettingsPageTitle>
      <div className="space-y-6">
        <ProfileForm name={user.name} email={user.email} picture={user.picture} />
        <PasswordForm />
        <NotificationEmailSection clock={workspace.clock} workspaceZone={workspace.timezone} />
        <AppearanceSection />
        <SessionsList zone={workspace.timezone} />
        <SettingsSection
          title="Membership"
          description={`You are a member of ${workspace.name}. Leaving it does not close your account.`}
        >
          <LeaveWorkspaceButton userId={user.user_id} workspaceName={workspace.name} />
        </SettingsSection>
      </div>
    </>
  );
}
