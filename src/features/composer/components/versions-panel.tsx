import { useEffect, useRef, useState } from 'react';
import type { Channel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { lengthChecks } from '../../../lib/text-length';
import { networkName } from '../../../../shared/networks';
import { pickedNetworks, type NetworkVersion, type NetworkVersions } from './versions-model';

interface VersionsPanelProps {
  chosen: Channel[];
  shared: NetworkVersion;
  versions: NetworkVersions;
  onChange: (versions: NetworkVersions) => void;
}

/**
 * "Customize for X": once channels of two or more networks are picked, each network may have its own text and
 * picture (decision 063), counted and checked by its own rules; "Use the shared text" drops it again.
 */
export function VersionsPanel({ chosen, shared, versions, onChange }: VersionsPanelProps) {
  const networks = pickedNetworks(chosen);
  // The network just customized: its message takes the focus, to go on writing there.
  const [opened, setOpened] = useState<number | null>(null);
  if (networks.length < 2) return null;
  const put = (type: number, version: NetworkVersion | undefined) => {
    const next = { ...versions };
    if (version) next[type] = version;
    else delete next[type];
    onChange(next);
  };
  return (
    <section aria-label="Each network’s own text" className="space-y-2">
      <p className="text-sm text-slate-600">Every network gets the message above unless you write it its own.</p>
      <ul className="space-y-2">
        {networks.map((type) => {
          const name = networkName(type);
          const version = versions[type];
          return (
            <li key={type}>
              {version ? (
                <NetworkVersionFields
                  type={type}
                  version={version}
                  focus={opened === type}
                  onChange={(v) => put(type, v)}
                  onDrop={() => put(type, undefined)}
                />
              ) : (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5 text-xs"
                  onClick={() => {
                    setOpened(type);
                    put(type, { ...shared });
                  }}
                >
                  Customize for {name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface NetworkVersionFieldsProps {
  type: number;
  version: NetworkVersion;
  focus: boolean;
  onChange: (version: NetworkVersion) => void;
  onDrop: () => void;
}

function NetworkVersionFields({ type, version, focus, onChange, onDrop }: NetworkVersionFieldsProps) {
  const name = networkName(type);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focus) area.current?.focus();
  }, [focus]);
  const [count] = lengthChecks(version.message, [type]);
  return (
    <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-blue-200 dark:ring-blue-800">
      <legend className="px-1 text-sm font-semibold">{name}’s own text</legend>
      <Field
        label={`Message for ${name}`}
        hint={
          count && (
            <p className={`text-xs ${count.over ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
              {name}: {count.length.toLocaleString('en-US')} / {count.limit.toLocaleString('en-US')}
              {count.over && ` (over by ${(count.length - count.limit).toLocaleString('en-US')})`}
            </p>
          )
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={area}
            rows={4}
            value={version.message}
            onChange={(e) => onChange({ ...version, message: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={`Picture for ${name}`} optional>
        {(control) => (
          <input
            {...control}
            type="url"
            value={version.picture}
            onChange={(e) => onChange({ ...version, picture: e.target.value })}
            className={inputClass}
            placeholder="https://"
          />
        )}
      </Field>
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-xs"
        onClick={onDrop}
        aria-label={`Use the shared text for ${name}`}
      >
        Use the shared text
      </Button>
    </fieldset>
  );
}

/** Editing one post of a group: whether it has its own text, which a group edit leaves as it is. */
export function EditedVersionNote({ post }: { post: { has_version?: number; map_ids?: number } }) {
  if (post.has_version !== 1) return null;
  return (
    <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950 ring-1 ring-blue-200">
      This post has its own text for its network: the other posts written with it keep theirs.
    </p>
  );
}
