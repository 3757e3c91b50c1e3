import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { notificationsSettingsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { NotificationSettings } from '../../../api/generated/types.gen';
import { inputClass } from '../../../components/ui/field';
import { TimeZoneField } from '../../../components/ui/time-zone-field';
import { formatHour, type Clock } from '../../../lib/clock';
import { useUpdateNotificationSettings } from '../api/use-notification-settings';
import { SettingsSection } from './settings-section';

type Kind = NotificationSettings['kinds'][number]['kind'];
type Mode = NotificationSettings['kinds'][number]['email'];

/** What each kind is about, in Profile's words; a kind the service adds later shows by its name until it has some. */
const KIND_WORDS: Partial<Record<string, string>> = {
  approval_requested: 'Posts waiting for your approval',
  post_approved: 'Your posts approved',
  post_sent_back: 'Your posts sent back to you',
  post_failed: 'Posts that failed to go out',
  channel_needs_reconnect: 'Channels to reconnect',
  conversation_assigned: 'Conversations assigned to you',
  mentioned: 'Mentions in notes',
  comment_mention: 'Mentions in comments',
  post_comment: 'Comments on your posts and drafts',
  review_approved: 'Approvals through review links',
  review_changes_requested: 'Changes asked for through review links',
  first_comment_failed: 'First comments that failed',
};
const kindWords = (kind: Kind) => KIND_WORDS[kind] ?? kind.replaceAll('_', ' ');

const MODE_WORDS: Record<Mode, string> = { off: 'Off', now: 'At once', digest: 'Daily digest' };
const MODES = Object.keys(MODE_WORDS) as Mode[];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const selectClass = `${inputClass} bg-white sm:w-44`;

/**
 * Profile's "Email notifications": for each kind, no email, one at once (a burst gathered into one mail), or a line in
 * the daily digest; and the digest's hour and zone. Each choice is saved as it is made.
 */
export function NotificationEmailSection({ clock, workspaceZone }: { clock: Clock; workspaceZone: string }) {
  const { data } = useSuspenseQuery(notificationsSettingsOptions());
  const settings = data.data;
  const save = useUpdateNotificationSettings();
  const hourId = useId();
  const change = (body: Parameters<typeof save.mutate>[0]['body']) => save.mutate({ body });
  return (
    <SettingsSection
      title="Email notifications"
      description="For this workspace. At once gathers a burst (twenty failures) into one email; the daily digest sends the rest once a day. Every email has a link to stop that kind."
    >
      {settings.email_enabled === 0 && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          This service sends no email yet: whoever runs it sets a mail server (SMTP_URL). Your choices are kept for when
          it does.
        </p>
      )}
      <ul aria-label="Email for each kind of notification" className="divide-y divide-slate-200">
        {settings.kinds.map(({ kind, email, default_email }) => (
          <KindRow
            key={kind}
            kind={kind}
            mode={email}
            fallback={default_email}
            onChange={(mode) => change({ kind, email: mode })}
          />
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={hourId} className="text-sm font-semibold">
            Daily digest at
          </label>
          <select
            id={hourId}
            className={selectClass}
            value={settings.digest_hour}
            onChange={(event) => change({ digest_hour: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour(hour, clock)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <TimeZoneField
            label="Digest time zone"
            value={settings.digest_zone}
            onChange={(zone) => change({ timezone: zone === workspaceZone ? '' : zone })}
          />
          <p className="mt-1 text-sm text-slate-600">
            {settings.timezone === '' ? 'The workspace’s zone.' : `The workspace’s is ${workspaceZone}.`}
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}

function KindRow({
  kind,
  mode,
  fallback,
  onChange,
}: {
  kind: Kind;
  mode: Mode;
  fallback: Mode;
  onChange: (mode: Mode) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <label htmlFor={id} className="text-sm">
        {kindWords(kind)}
      </label>
      <select
        id={id}
        className={`${selectClass} mt-0`}
        value={mode}
        onChange={(event) => onChange(event.target.value as Mode)}
      >
        {MODES.map((value) => (
          <option key={value} value={value}>
            {MODE_WORDS[value]}
            {value === fallback ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </li>
  );
}
