import { createFileRoute, redirect } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../api/generated/@tanstack/react-query.gen';
import { useUnseenMentions } from '../api/use-unseen-mentions';
import { AccountMenu } from '../features/auth/components/account-menu';
import { useApprovalCount } from '../features/channels-admin/api/use-approval-count';
import { ChannelHealthBanner } from '../features/channels-admin/components/health-banner';
import { useLiveChannels } from '../features/channels-admin/hooks/use-live-channels';
import { ChannelList } from '../features/channels/components/channel-list';
import { GuideSlot } from '../features/getting-started/components/guide-slot';
import { useMentionsLive } from '../features/inbox-team/hooks/use-mentions-live';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useNotificationsLive } from '../features/notifications/hooks/use-notifications-live';
import { useLiveOutboxes } from '../features/outbox/hooks/use-live-outboxes';
import { AppShell } from '../features/shell/components/app-shell';
import { readSession } from '../lib/auth/session';

/** Everything behind login: without a session, the login screen, which brings the user back here after. */
export const Route = createFileRoute('/_app')({
  // Every page behind login shows this layout: it comes with the first download rather than as a chunk after it.
  codeSplitGroupings: [],
  beforeLoad: ({ location }) => {
    if (!readSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(accountGetOptions()), queryClient.ensureQueryData(draftsGetOptions())]),
  component: AppLayout,
});

function AppLayout() {
  useLiveOutboxes();
  useLiveChannels();
  useMentionsLive();
  useNotificationsLive();
  const awaitingApproval = useApprovalCount();
  const unseenMentions = useUnseenMentions();
  return (
    <AppShell
      channels={<ChannelList />}
      account={<AccountMenu />}
      bell={<NotificationBell />}
      banner={<ChannelHealthBanner />}
      counts={{ '/approvals': awaitingApproval, '/inbox': unseenMentions }}
      guide={<GuideSlot />}
    />
  );
}
