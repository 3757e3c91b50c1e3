import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../api/generated/@tanstack/react-query.gen';
import { useUnseenMentions } from '../api/use-unseen-mentions';
import { useWorkspace } from '../api/use-workspace';
import { AccountMenu } from '../features/auth/components/account-menu';
import { useApprovalCount } from '../features/channels-admin/api/use-approval-count';
import { ChannelHealthBanner } from '../features/channels-admin/components/health-banner';
import { useLiveChannels } from '../features/channels-admin/hooks/use-live-channels';
import { ChannelList } from '../features/channels/components/channel-list';
import { ComposerProvider } from '../features/composer/components/composer-provider';
import { CreatePostButton } from '../features/composer/components/create-post-button';
import { GuideSlot } from '../features/getting-started/components/guide-slot';
import { useMentionsLive } from '../features/inbox-team/hooks/use-mentions-live';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useNotificationsLive } from '../features/notifications/hooks/use-notifications-live';
import { useLiveOutboxes } from '../features/outbox/hooks/use-live-outboxes';
import { AppShell } from '../features/shell/components/app-shell';
import { readSession } from '../lib/auth/session';
import { roleSections } from '../lib/roles';

/** Everything behind login: without a session, the login screen, which brings the user back here after. */
export const Route = createFileRoute('/_app')({
  // Every page behind login shows this layout: it comes with the first download rather than as a chunk after it.
  codeSplitGroupings: [],
  beforeLoad: async ({ location, context: { queryClient } }) => {
    if (!readSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
    // A role that sees only some sections (a client, decision 057) lands on Approvals, and a page outside them (but
    // its profile) says it is not theirs (the not-found page, given the sections) before any data is asked for.
    const only = roleSections[(await queryClient.ensureQueryData(accountGetOptions())).data.user.role];
    const path = location.pathname;
    if (only && /^\/(inbox)?$/.test(path)) throw redirect({ to: '/approvals', replace: true });
    if (only && ![...only, '/settings'].some((to) => path.startsWith(to))) throw notFound({ data: only });
  },
  // The account is there already (beforeLoad read its role).
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(draftsGetOptions()),
  component: AppLayout,
});

function AppLayout() {
  useLiveOutboxes();
  useLiveChannels();
  useMentionsLive();
  useNotificationsLive();
  // A role that sees only some sections (a client) has no inbox, channels' pages or guide: none is asked for.
  const only = roleSections[useWorkspace().role];
  const awaitingApproval = useApprovalCount();
  const unseenMentions = useUnseenMentions(!only);
  return (
    // A client (decision 057) writes nothing: no way to the composer, no `c`.
    <ComposerProvider off={!!only}>
      <AppShell
        channels={<ChannelList />}
        account={<AccountMenu />}
        bell={<NotificationBell />}
        create={!only && <CreatePostButton />}
        banner={<ChannelHealthBanner />}
        counts={{ '/approvals': awaitingApproval, '/inbox': unseenMentions }}
        guide={!only && <GuideSlot />}
        only={only}
      />
    </ComposerProvider>
  );
}
