import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { workspaceUtmOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { manages } from '../../../lib/roles';
import { withUtm } from '../../../../shared/utm';
import { useUpdateUtmSetting } from '../api/use-utm-setting';
import { SettingsSection } from './settings-section';

const EXAMPLE = 'https://northwind.example/menu';

/**
 * "Links": whether the links of new posts get UTM parameters, and the campaign of a post that names none (decision
 * 068). Owners and admins change it on the Workspace page; the others read it on Snippets, the settings page theirs.
 */
export function LinksSection() {
  const setting = useSuspenseQuery(workspaceUtmOptions()).data.data;
  const { role } = useWorkspace();
  const editable = manages(role);
  const [enabled, setEnabled] = useState(setting.enabled === 1);
  const [campaign, setCampaign] = useState(setting.campaign);
  const save = useUpdateUtmSetting();
  const example = withUtm(EXAMPLE, { source: 'x', campaign: campaign.trim() });
  return (
    <SettingsSection
      title="Links"
      description={`Every link in a post is shortened, so its clicks are counted. With UTM parameters, your web analytics tell which network and campaign each visit came from.${editable ? '' : ' Owners and admins change this.'}`}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ body: { enabled: enabled ? 1 : 0, campaign: campaign.trim() } });
        }}
      >
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4"
            checked={enabled}
            disabled={!editable}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          Add UTM parameters to links
        </label>
        <Field
          label="Default campaign"
          optional
          hint={<p className="text-sm text-slate-600">A post may name its own campaign in the composer.</p>}
        >
          {(control) => (
            <input
              {...control}
              maxLength={100}
              value={campaign}
              readOnly={!editable}
              onChange={(e) => setCampaign(e.target.value)}
              className={`${inputClass} sm:max-w-sm`}
            />
          )}
        </Field>
        <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          {enabled ? (
            <>
              <p>A link to {EXAMPLE} in a post on X leads to</p>
              <p className="mt-1 font-mono text-xs break-all" aria-label="The final link">
                {example}
              </p>
              <p className="mt-1 text-slate-600">
                utm_source is the network (x, linkedin, instagram, …), utm_medium is social. A link that already has UTM
                parameters keeps its own. Posts written before a change keep their links as they are.
              </p>
            </>
          ) : (
            <p>Links lead to the address as written.</p>
          )}
        </div>
        {editable && (
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        )}
      </form>
    </SettingsSection>
  );
}
