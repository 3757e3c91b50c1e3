import { useSuspenseQuery } from '@tanstack/react-query';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { formatWorkspaceTime } from '../../../lib/time';

/** The drafts the user may see, newest first; those a reviewer sent back say who and why. */
export function DraftsList({ zone }: { zone: string }) {
  const { data } = useSuspenseQuery(draftsGetOptions());
  const { drafts, channels } = data.data;
  const channelNames = (ids?: string) =>
    (ids ?? '')
      .split('_')
      .filter(Boolean)
      .map((id) => channels.find((c) => c.channel_id === id)?.name ?? `channel ${id}`)
      .join(', ');
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Drafts
      </h1>
      <p className="mt-2 text-slate-600">Ideas kept for later, and posts a reviewer sent back to their writer.</p>
      {drafts.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          No drafts yet. A post an owner or admin sends back lands here with their reason, ready to fix.
        </p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Drafts">
          {drafts.map((draft) => (
            <li key={draft.draft_id}>
              <article
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                aria-label={`Draft: ${draft.message.slice(0, 48)}`}
              >
                {draft.rejected_user_name !== undefined && (
                  <p className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200">
                    <strong>Sent back by {draft.rejected_user_name}</strong>
                    {draft.rejected_message ? `: ${draft.rejected_message}` : ' (no reason given)'}
                  </p>
                )}
                <p className="whitespace-pre-wrap break-words">{draft.message}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {channelNames(draft.channel_ids) || 'No channels yet'} · by {draft.creator_name} · updated{' '}
                  {formatWorkspaceTime(draft.updated_time, zone)}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
