import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useClock } from '../../../api/use-workspace';
import { formatWorkspaceTime } from '../../../lib/time';
import { auditLogOptions } from '../api/audit-query';
import { actionInWords, detailsInWords } from '../utils/audit-words';
import { SettingsPageTitle, SettingsSection } from './settings-section';

/** Who did what in the workspace, newest first, a page at a time. */
export function AuditLog({ zone }: { zone: string }) {
  const clock = useClock();
  const log = useSuspenseInfiniteQuery(auditLogOptions());
  const events = log.data.pages.flatMap((page) => page.data.events);
  return (
    <>
      <SettingsPageTitle title="Audit log">
        Changes to members, invitations, applications and settings, newest first.
      </SettingsPageTitle>
      <SettingsSection title="Events">
        {events.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing recorded yet. When someone changes members, invitations, applications or settings, it shows here.
          </p>
        ) : (
          // Focusable, so that keyboard users can scroll the table sideways on a narrow screen (axe's
          // scrollable-region-focusable); the region's name says what they are on.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="relative -mx-1 overflow-x-auto px-1" role="region" aria-label="Audit events" tabIndex={0}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Target
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 align-top">
                {events.map((event) => (
                  <tr key={event.event_id}>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-700">
                      <time dateTime={event.at.replace(' ', 'T')}>{formatWorkspaceTime(event.at, zone, clock)}</time>
                    </td>
                    <td className="py-2 pr-3">{event.actor}</td>
                    <td className="py-2 pr-3">{actionInWords(event.action)}</td>
                    <td className="break-all py-2 pr-3">{event.target}</td>
                    <td className="py-2 text-slate-600">{detailsInWords(event).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
