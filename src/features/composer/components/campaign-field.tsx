import { Field, inputClass } from '../../../components/ui/field';

/** This post's utm_campaign, shown while the workspace tags links (decision 068); empty: the workspace's default. */
export function CampaignField({
  value,
  fallback,
  error,
  onChange,
}: {
  value: string;
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Campaign"
      optional
      error={error}
      hint={
        <p className="text-xs text-slate-600">
          {fallback ? `Empty: the workspace’s “${fallback}”.` : 'Empty: links get no utm_campaign.'}
        </p>
      }
    >
      {(control) => (
        <input
          {...control}
          maxLength={100}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} sm:max-w-xs`}
        />
      )}
    </Field>
  );
}
