import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { auditLogOptions } from '../api/audit-query';
import { detailsInWords, sentenceOf } from '../utils/audit-words';
import { AuditSentence } from './audit-sentence';
import { SettingsPageTitle, SettingsSection } from './settings-section';

/** The day and the time, each kept whole: on a phone the time goes under the day, never a word a line. */
function When({ at, zone }: { at: string; zone: string }) {
  const words = formatWorkspaceTime(at, zone, useClock());
  const cut = words.lastIndexOf(' ');
  return (
    <time dateTime={at.replace(' ', 'T')}>
      <span className="whitespace-nowrap">{words.slice(0, cut)}</span>{' '}
      <span className="whitespace-nowrap">{words.slice(cut + 1)}</span>
    </time>
  );
}

/** Who did what in the workspace, newest first, a page at a time. */
export function AuditLog({ zone }: { zone: string }) {
  const log = useSuspenseInfiniteQuery(auditLogOptions());
  const events = log.data.pages.flatMap((page) => page.data.events);
  return (
    <>
      <SettingsPageTitle title="Audit log">
        Who did what in the workspace, newest first: people, channels, posts, applications and settings.
      </SettingsPageTitle>
      <SettingsSection title="Events">
        {events.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing recorded yet. When someone invites a person, connects a channel, approves or deletes a post, or
            changes the settings, it shows here.
          </p>
        ) : (
          // Two columns, the sentence wrapping: it reads on a 390 px phone without scrolling sideways.
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit events, newest first</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  When
                </th>
                <th scope="col" className="py-2 font-semibold">
                  What happened
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {events.map((event) => {
                const details = detailsInWords(event);
                return (
                  <tr key={event.event_id}>
                    <td className="w-px py-2 pr-3 text-slate-700 sm:whitespace-nowrap">
                      <When at={event.at} zone={zone} />
                    </td>
                    <td className="py-2 [overflow-wrap:anywhere]">
                      <p className="text-slate-900">
                        <AuditSentence parts={sentenceOf(event)} />
                      </p>
                      {details.length > 0 && <p className="mt-0.5 text-slate-600">{details.join(' · ')}</p>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {log.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {log.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            The next events could not load. Try again.
          </p>
        )}
      </SettingsSection>
    </>
  );
}
