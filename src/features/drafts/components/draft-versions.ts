import type { Channel, Draft } from '../../../api/generated/types.gen';
import type { OwnVersion } from '../../../components/posts/post-parts';
import { networkName } from '../../../../shared/networks';

type Version = NonNullable<Draft['versions']>[number];

const same = (a: Version, b: Version) => a.message === b.message && (a.picture ?? null) === (b.picture ?? null);

/**
 * A draft's own texts as its card names them: one per network when every picked channel of it has the same one
 * (the composer writes them so, decision 070), else one per channel with its name. A version for a channel the draft
 * no longer names is left out: it is dropped when the draft goes out, so it is not what will be published.
 */
export function draftVersions(draft: Draft, targets: Channel[]): OwnVersion[] {
  const versions = draft.versions ?? [];
  const of = (c: Channel) => versions.find((v) => String(v.channel_id) === c.channel_id);
  const shown: OwnVersion[] = [];
  const types = [...new Set(targets.map((c) => c.channel_type))];
  for (const type of types) {
    const network = networkName(type);
    const picked = targets.filter((c) => c.channel_type === type);
    const own = picked.map(of);
    const first = own[0];
    if (first && own.every((v) => v !== undefined && same(v, first))) {
      shown.push({ for: network, message: first.message, picture: first.picture });
      continue;
    }
    picked.forEach((channel, index) => {
      const version = own[index];
      if (version)
        shown.push({ for: `${network} · ${channel.name}`, message: version.message, picture: version.picture });
    });
  }
  return shown;
}
