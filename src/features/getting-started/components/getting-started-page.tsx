import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { channelsNetworksOptions, workspaceGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ChannelsNetworksResponse } from '../../../api/generated/types.gen';
import { useClock, useWorkspace } from '../../../api/use-workspace';
import { formatTimeOfDay } from '../../../lib/clock';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { networkName } from '../../../../shared/networks';
import { zoneLabel } from '../../../lib/time';
import { guideOptions } from '../api/guide-query';
import { useGuideFollowsWrites } from '../api/use-guide-follows-writes';
import { useUpdateGuide } from '../api/use-update-guide';
import { scheduleSummary } from '../lib/schedule-summary';

/** How a new channel is connected: an account of a real network, or a practice channel on the sandbox. */
export type ConnectChoice = 'account' | 'sandbox';

type Network = ChannelsNetworksResponse['data'][number];

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/** What a person needs in hand to connect an account of the network, on this server. */
const needs = (network: Network) =>
  network.connect === 'app_password'
    ? 'your handle and an app password'
    : `sign in on ${({ 'Facebook Page': 'Facebook', 'Google Business Profile': 'Google' } as Record<string, string>)[network.name] ?? network.name} and allow Social Desk to post`;

function Step({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-green-700 text-white' : 'ring-2 ring-slate-300 text-slate-700'}`}
        >
          {done ? <Check className="size-4" /> : number}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {title}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${done ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-700'}`}
            >
              {done ? 'Done' : 'To do'}
            </span>
          </h2>
          <div className="mt-2 space-y-3 text-sm text-slate-700">{children}</div>
        </div>
      </div>
    </li>
  );
}

/**
 * The getting-started guide of a new workspace (decision 027): connect the accounts, invite the team, check the
 * posting schedule, write the first post. Each step ticks itself off from what the workspace holds, wherever the
 * work was done; the guide leaves the sidebar when all are done or it is hidden. The dialogs it opens belong to
 * other features, so the route passes them in.
 */
export function GettingStartedPage({
  onConnect,
  onWrite,
  invite,
}: {
  onConnect: (choice: ConnectChoice) => void;
  onWrite: () => void;
  /** The invitation form (the People settings' own). */
  invite: ReactNode;
}) {
  const guide = useSuspenseQuery(guideOptions()).data.data;
  const { workspace, channels, zone, role } = useWorkspace();
  const clock = useClock();
  // What only owners and admins may read is not asked for a collaborator, who is shown the note below instead.
  const manager = role !== 'collaborator';
  const settings = useQuery({ ...workspaceGetOptions(), enabled: manager }).data?.data;
  const networks = useQuery({ ...channelsNetworksOptions(), enabled: manager }).data?.data ?? [];
  const update = useUpdateGuide();
  const toast = useToast();
  const navigate = useNavigate();
  useGuideFollowsWrites(true);
  const { steps } = guide;
  // Setting the workspace up is its owners' and admins' work.
  if (!manager)
    return (
      <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
        <h1 id="page-title" className="text-2xl font-bold">
          Getting started is for owners and admins
        </h1>
        <p className="mt-1 text-slate-700">
          They connect {workspace.name}’s accounts, invite the team and set the posting times. You can write posts and
          answer the inbox as soon as a channel is there.
        </p>
        <Link to="/inbox" className={`${linkButton} mt-4`}>
          Go to the inbox
        </Link>
      </section>
    );
  const allDone = guide.done === guide.total;
  const ready = networks.filter((n) => n.status === 'available');
  const notSetUp = networks.filter((n) => n.status === 'not_configured');

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <h1 id="page-title" className="text-2xl font-bold">
        {allDone ? `${workspace.name} is set up` : `Get ${workspace.name} started`}
      </h1>
      <p className="mt-1 text-slate-700">
        {allDone
          ? 'Every step is done: your accounts are here, your team is invited and your first post is on its way.'
          : 'Four steps from an empty workspace to your first post. Each one ticks itself off when it is done, wherever you do it.'}
      </p>
      <div className="mt-4 flex items-center gap-3">
        <progress
          value={guide.done}
          max={guide.total}
          aria-label="Steps done"
          className="h-2 w-48 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-green-700"
        />
        <span className="text-sm font-semibold text-slate-700">
          {guide.done} of {guide.total} done
        </span>
      </div>

      <ol className="mt-6 space-y-4" aria-label="Steps">
        <Step number={1} title="Connect your accounts" done={steps.channels}>
          {steps.channels ? (
            <p>
              Connected: {channels.map((c) => `${c.name} (${networkName(c.channel_type)})`).join(', ') || 'a channel'}.
              Their comments and messages come into the Inbox; posts go out from their queues.
            </p>
          ) : (
            <p>Bring in the accounts your team posts to. Their comments, mentions and messages come into the Inbox.</p>
          )}
          {ready.length > 0 && (
            <ul className="space-y-1" aria-label="Networks ready on this server">
              {ready.map((network) => (
                <li key={network.channel_type}>
                  <span className="font-semibold text-slate-900">{network.name}</span>: {needs(network)}.
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant={steps.channels ? 'secondary' : 'primary'} onClick={() => onConnect('account')}>
              {steps.channels ? 'Connect another account' : 'Connect an account'}
            </Button>
            <Button variant="secondary" onClick={() => onConnect('sandbox')}>
              Add a practice channel
            </Button>
          </div>
          <p className="text-slate-600">
            A practice channel lives on the sandbox, a simulated network in this server: try posting and approvals
            there, and nothing is published. For made-up comments and messages in the inbox too, turn on its practice
            traffic (its outbox page, Sandbox network).
          </p>
          {notSetUp.length > 0 && (
            <details className="text-slate-600">
              <summary className="cursor-pointer font-semibold text-slate-800">
                Not set up on this server yet: {notSetUp.map((n) => n.name).join(', ')}
              </summary>
              <p className="mt-2">
                Each needs an app registered with the network, whose settings whoever runs this server adds (the
                server’s docs/networks.md says how):
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {notSetUp.map((n) => (
                  <li key={n.channel_type}>
                    {n.name}: {n.missing_settings.join(', ')}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Step>

        <Step number={2} title="Invite your team" done={steps.team}>
          <p>
            Owners and admins connect channels and approve posts; collaborators write posts that wait for approval. Each
            person gets a link that works once, for 7 days.
          </p>
          {/* Kept once the step is done: the link of the invitation just sent is shown there, to hand over. */}
          {invite}
          {steps.team && (
            <p>
              Roles and invitations are managed under{' '}
              <Link to="/settings/people" className="font-semibold text-blue-800 underline">
                Settings, People
              </Link>
              .
            </p>
          )}
        </Step>

        <Step number={3} title="Check the posting schedule" done={steps.schedule}>
          <p>
            Queued posts go out at the next free time of their channel’s schedule. New channels start with these times,
            in {zoneLabel(zone)}:
          </p>
          {settings ? (
            <ul className="font-semibold text-slate-900" aria-label="Posting times">
              {scheduleSummary(settings.default_schedule, (slot) => formatTimeOfDay(slot, clock)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">Loading the times…</p>
          )}
          <div className="flex flex-wrap gap-2">
            {!steps.schedule && (
              <Button disabled={update.isPending} onClick={() => update.mutate({ body: { schedule_checked: 1 } })}>
                Keep these times
              </Button>
            )}
            <Link to="/settings/workspace" className={linkButton}>
              Change the times
            </Link>
          </div>
          {steps.schedule && <p>Each channel can also have times of its own, on its outbox page.</p>}
        </Step>

        <Step number={4} title="Write your first post" done={steps.first_post}>
          {steps.first_post ? (
            <>
              <p>Your first post is in the outbox. The calendar shows what goes out when.</p>
              <Link to="/calendar" className={linkButton}>
                Open the calendar
              </Link>
            </>
          ) : channels.length === 0 ? (
            <p>Connect an account (or a practice channel) first: a post goes out on a channel.</p>
          ) : (
            <>
              <p>Write it once and queue it: it goes out at the channel’s next posting time, or at a time you pick.</p>
              <Button onClick={onWrite}>Write a post</Button>
            </>
          )}
        </Step>
      </ol>

      <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {allDone ? (
          <>
            <Link to="/inbox" className={linkButton}>
              Go to the inbox
            </Link>
            <Link to="/calendar" className={linkButton}>
              Go to the calendar
            </Link>
          </>
        ) : guide.dismissed ? (
          <>
            <p>The guide is hidden from the sidebar.</p>
            <Button variant="secondary" onClick={() => update.mutate({ body: { dismissed: 0 } })}>
              Show it in the sidebar again
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              onClick={() =>
                update.mutate(
                  { body: { dismissed: 1 } },
                  {
                    onSuccess: () => {
                      toast.show('The guide is hidden. Settings → Workspace brings it back.');
                      void navigate({ to: '/inbox' });
                    },
                  },
                )
              }
            >
              Hide this guide
            </Button>
            <p>You can come back to it from Settings → Workspace.</p>
          </>
        )}
      </div>
    </section>
  );
}
