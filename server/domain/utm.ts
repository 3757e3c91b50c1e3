import type { UtmTags } from '../../shared/utm';

export { withUtm, type UtmTags } from '../../shared/utm';

/** The workspace's UTM setting: on or off, and the campaign of a post that names none. */
export interface UtmSetting {
  enabled: boolean;
  campaign: string;
}

/** A post's tags on a network: none when the setting is off; its own campaign, else the workspace's. */
export const utmTagsFor = (setting: UtmSetting, networkKey: string, postCampaign: string | null): UtmTags | null =>
  setting.enabled ? { source: networkKey, campaign: postCampaign || setting.campaign } : null;
