import { useSuspenseQuery } from '@tanstack/react-query';
import { workspaceGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { Link } from '@tanstack/react-router';
import { SettingsPageTitle, SettingsSection } from './settings-section';
import { WorkspaceForm } from './workspace-form';

export function WorkspacePage() {
  const settings = useSuspenseQuery(workspaceGetOptions()).data.data;
  return (
    <>
      <SettingsPageTitle title="Workspace">How {settings.name} works for everyone in it.</SettingsPageTitle>
      <WorkspaceForm settings={settings} />
      <SettingsSection
        title="Getting started"
        description="The guide of a new workspace: connect accounts, invite the team, check the posting schedule, write the first post."
      >
        <Link to="/start" className="text-sm font-semibold text-blue-800 underline">
          Open the getting-started guide
        </Link>
      </SettingsSection>
    </>
  );
}
