import { useSuspenseQuery } from '@tanstack/react-query';
import { inboxRoutingGetOptions, membersListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { RoundRobinForm } from './round-robin-form';
import { SettingsPageTitle } from './settings-section';

/** Who gets new conversations: round-robin among chosen members, on chosen channels. */
export function AssignmentPage() {
  const routing = useSuspenseQuery(inboxRoutingGetOptions()).data.data;
  const members = useSuspenseQuery(membersListOptions()).data.data;
  const { channels } = useWorkspace();
  return (
    <>
      <SettingsPageTitle title="Assignment">
        Anyone can assign a conversation from the inbox. Round-robin does it for new ones, so every message has someone
        who answers it.
      </SettingsPageTitle>
      <RoundRobinForm routing={routing} channels={channels} members={members} />
    </>
  );
}
