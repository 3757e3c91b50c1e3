import type { Channel } from '../../../api/generated/types.gen';
import { Field, inputClass } from '../../../components/ui/field';
import { lengthChecks } from '../../../lib/text-length';
import { NO_FIRST_COMMENT, noFirstCommentNetworks } from './follow-up-rules';
import { LengthCounts } from './length-counts';

interface FirstCommentFieldProps {
  /** The chosen channels. */
  channels: Channel[];
  value: string;
  error?: string;
  onChange: (comment: string) => void;
}

/** The count of the chosen network with the least room left: one counter, the one that matters. */
function strictest(text: string, channels: Channel[]) {
  const counts = lengthChecks(
    text,
    channels.map((c) => c.channel_type),
  );
  const tightest = counts.reduce<(typeof counts)[number] | undefined>(
    (least, c) => (!least || c.limit - c.length < least.limit - least.length ? c : least),
    undefined,
  );
  return tightest ? [tightest] : [];
}

/**
 * The first comment (decision 065): published right after the post, as a reply on X and Bluesky and a comment on
 * Facebook, Instagram and LinkedIn, counted by the chosen network with the least room. Pinterest and Google Business Profile
 * take none: with only those chosen the field is not offered; with one of them among others it says so.
 */
export function FirstCommentField({ channels, value, error, onChange }: FirstCommentFieldProps) {
  const refusing = noFirstCommentNetworks(channels);
  const taking = channels.filter((c) => !NO_FIRST_COMMENT.has(c.channel_type));
  if (taking.length === 0 && !value) return null;
  return (
    <Field
      label="First comment"
      optional
      error={error}
      hint={
        <div className="space-y-1">
          <p className="text-xs text-slate-600">
            Published right after the post, under it: a link or hashtags that would crowd the post itself.
          </p>
          {refusing && (
            <p className="text-xs font-semibold text-amber-900">
              {refusing} {refusing.includes(' and ') ? 'take' : 'takes'} no first comment: leave it empty, or post
              {refusing.includes(' and ') ? ' those channels on their own' : ' that channel on its own'}.
            </p>
          )}
          <LengthCounts counts={strictest(value, taking)} label="Characters, first comment" />
        </div>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={2}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
