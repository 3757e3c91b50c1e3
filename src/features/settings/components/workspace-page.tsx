import { useSuspenseQuery } from '@tanstack/react-query';
import {
  membersListOptions,
  workspaceApprovalStepsOptions,
  workspaceGetOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import { Link } from '@tanstack/react-router';
import { SettingsPageTitle, SettingsSection } from './settings-section';
import { ApprovalStepsSection } from './approval-steps-section';
import { LinksSection } from './links-section';
import { LogoSection } from './logo-section';
import { WorkspaceForm } from './workspace-form';

export function WorkspacePage() {
  const settings = useSuspenseQuery(workspaceGetOptions()).data.data;
  const steps = useSuspenseQuery(workspaceApprovalStepsOptions()).data.data;
  const members = useSuspenseQuery(membersListOptions()).data.data;
  return (
    <>
      <SettingsPageTitle title="Workspace">How {settings.name} works for everyone in it.</SettingsPageTitle>
      <WorkspaceForm settings={settings} />
      <div className="mt-6">
        <ApprovalStepsSection saved={steps} members={members} />
      </div>
      <div className="my-6">
        <LinksSection />
      </div>
      <div className="my-6">
        <LogoSection settings={settings} />
      </div>
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
