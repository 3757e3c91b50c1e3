import { useState } from 'react';
import type { Channel, Draft, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { networkName } from '../../../../shared/networks';
import { lengthChecks } from '../../../lib/text-length';
import { useCreateDraft, useUpdateDraft } from '../api/use-save-draft';
import { useCreatePost, useUpdatePost } from '../api/use-save-post';
import { ChannelPicker } from './channel-picker';
import { ComposerOutcome } from './composer-outcome';
import {
  createBody,
  draftCreateBody,
  draftUpdateBody,
  updateBody,
  validate,
  type ComposerValues,
  type FieldErrors,
  type When,
} from './composer-form';
import { WhenFields } from './when-fields';

export type ComposerTarget =
  | { mode: 'new'; channelIds: string[] }
  | { mode: 'edit'; post: OutboxPost }
  | { mode: 'new-draft' }
  | { mode: 'edit-draft'; draft: Draft; when: Extract<When, 'draft' | 'queue' | 'now' | 'schedule'> };
type Role = 'owner' | 'admin' | 'collaborator';

interface ComposerDialogProps {
  target: ComposerTarget | null;
  onClose: () => void;
  channels: Channel[];
  zone: string;
  role: Role;
}

/** Facebook Pages and Groups take photo albums. */
const ALBUM_NETWORKS = new Set([2, 3]);

function initialValues(target: ComposerTarget): ComposerValues {
  const blank = { link: '', picture: '', createAlbum: false, albumName: '', date: '', time: '', updateMapped: false };
  if (target.mode === 'new') return { ...blank, channelIds: target.channelIds, message: '', when: 'queue' };
  if (target.mode === 'new-draft') return { ...blank, channelIds: [], message: '', when: 'draft' };
  if (target.mode === 'edit-draft') {
    const { draft } = target;
    return {
      ...blank,
      channelIds: (draft.channel_ids ?? '').split('_').filter(Boolean),
      message: draft.message,
      link: draft.link ?? '',
      picture: draft.picture ?? '',
      createAlbum: draft.create_album === 1,
      albumName: draft.album_name ?? '',
      when: target.when,
    };
  }
  const { post } = target;
  const pinned = post.is_custom_time === 1;
  return {
    ...blank,
    channelIds: [post.channel_id],
    message: post.message,
    link: post.link ?? '',
    picture: post.picture ?? '',
    createAlbum: post.create_album === 1,
    albumName: post.album_name ?? '',
    when: pinned ? 'schedule' : 'keep',
    date: pinned ? post.display_time.slice(0, 10) : '',
    time: pinned ? post.display_time.slice(11, 16) : '',
  };
}

const doneMessage = (values: ComposerValues, role: Role) =>
  values.when === 'draft'
    ? 'Draft saved.'
    : role === 'collaborator'
      ? 'Sent for approval: an owner or admin will review it.'
      : { now: 'Published.', schedule: 'Scheduled.', queue: 'Added to the queue.', keep: 'Saved.' }[values.when];

const titles: Record<ComposerTarget['mode'], string> = {
  new: 'New post',
  edit: 'Edit post',
  'new-draft': 'New draft',
  'edit-draft': 'Edit draft',
};
const choicesFor: Record<ComposerTarget['mode'], When[]> = {
  new: ['queue', 'now', 'schedule'],
  edit: ['keep', 'now', 'schedule'],
  'new-draft': [],
  'edit-draft': ['draft', 'queue', 'now', 'schedule'],
};

function submitLabel(target: ComposerTarget, when: When, collaborator: boolean): string {
  if (target.mode === 'edit') return 'Save changes';
  if (when === 'draft') return 'Save draft';
  if (collaborator) return 'Send for approval';
  return { queue: 'Add to queue', now: 'Share now', schedule: 'Schedule', keep: 'Save' }[when];
}

const key = (target: ComposerTarget) =>
  target.mode === 'edit'
    ? `edit-${target.post.post_id}`
    : target.mode === 'edit-draft'
      ? `draft-${target.draft.draft_id}-${target.when}`
      : target.mode;

/** Writes a new post for one or several channels, or edits one; the form is fresh for each target. */
export function ComposerDialog({ target, ...rest }: ComposerDialogProps) {
  if (!target) return null;
  return <ComposerForm key={key(target)} target={target} {...rest} />;
}

function ComposerForm({ target, onClose, channels, zone, role }: ComposerDialogProps & { target: ComposerTarget }) {
  const [values, setValues] = useState<ComposerValues>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serviceError, setServiceError] = useState<string>();
  const [failures, setFailures] = useState<string[]>();
  const create = useCreatePost();
  const update = useUpdatePost();
  const createDraft = useCreateDraft();
  const updateDraft = useUpdateDraft();
  const toast = useToast();
  const editing = target.mode === 'edit';
  const collaborator = role === 'collaborator';
  const chosen = channels.filter((c) => values.channelIds.includes(c.channel_id));
  const counts = lengthChecks(
    values.message,
    chosen.map((c) => c.channel_type),
  );
  const set = <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const describe = (id: string) => {
    const channel = channels.find((c) => c.channel_id === id);
    return channel ? `${networkName(channel.channel_type)} · ${channel.name}` : `channel ${id}`;
  };
  const busy = create.isPending || update.isPending || createDraft.isPending || updateDraft.isPending;

  const finish = (message: string) => {
    toast.show(message);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    const over = counts.filter((c) => c.over);
    if (over.length && !found.message) found.message = `Too long for ${over.map((c) => c.network).join(' and ')}.`;
    setErrors(found);
    setServiceError(undefined);
    if (Object.keys(found).length) return;
    const onError = (error: unknown) => setServiceError(apiErrorMessage(error));
    const onSuccess = () => finish(doneMessage(values, role));
    if (target.mode === 'new-draft') {
      createDraft.mutate({ body: draftCreateBody(values) }, { onSuccess, onError });
      return;
    }
    if (target.mode === 'edit-draft') {
      updateDraft.mutate({ body: draftUpdateBody(target.draft.draft_id, values) }, { onSuccess, onError });
      return;
    }
    if (target.mode === 'edit') {
      update.mutate(
        { body: updateBody(target.post.post_id, values) },
        { onSuccess: (result) => finish(result.data), onError },
      );
      return;
    }
    create.mutate(
      { body: createBody(values) },
      {
        onSuccess: (result) => {
          const failed = Object.entries(result.data.errorMsgPerChannel);
          if (failed.length === 0) onSuccess();
          else setFailures(failed.map(([id, reason]) => `${describe(id)}: ${reason}`));
        },
        onError,
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={titles[target.mode]}
      size="lg"
      description={
        collaborator ? 'Your posts go to an owner or admin for approval before they are published.' : undefined
      }
    >
      {failures ? (
        <ComposerOutcome failures={failures} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {editing ? (
            <p className="text-sm text-slate-700">On {chosen[0] ? describe(chosen[0].channel_id) : 'its channel'}</p>
          ) : (
            <ChannelPicker
              channels={channels}
              selected={values.channelIds}
              onChange={(ids) => set('channelIds', ids)}
              error={errors.channelIds}
            />
          )}

          <Field
            label="Message"
            error={errors.message}
            hint={
              <ul className="flex flex-wrap gap-x-4 text-xs" aria-label="Characters per network">
                {counts.map((c) => (
                  <li key={c.channelType} className={c.over ? 'font-semibold text-red-800' : 'text-slate-600'}>
                    {c.network}: {c.length.toLocaleString('en-US')} / {c.limit.toLocaleString('en-US')}
                    {c.over && ` (over by ${(c.length - c.limit).toLocaleString('en-US')})`}
                  </li>
                ))}
              </ul>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={values.message}
                onChange={(e) => set('message', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Link" optional error={errors.link}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  value={values.link}
                  onChange={(e) => set('link', e.target.value)}
                  className={inputClass}
                  placeholder="https://"
                />
              )}
            </Field>
            <Field label="Picture address" optional error={errors.picture}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  value={values.picture}
                  onChange={(e) => set('picture', e.target.value)}
                  className={inputClass}
                  placeholder="https://"
                />
              )}
            </Field>
          </div>

          {chosen.some((c) => ALBUM_NETWORKS.has(c.channel_type)) && (
            <div className="rounded-lg bg-slate-50 p-3">
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={values.createAlbum}
                  onChange={(e) => set('createAlbum', e.target.checked)}
                />
                Create a photo album on Facebook
              </label>
              {values.createAlbum && (
                <Field label="Album name" error={errors.albumName}>
                  {(control) => (
                    <input
                      {...control}
                      maxLength={64}
                      value={values.albumName}
                      onChange={(e) => set('albumName', e.target.value)}
                      className={inputClass}
                    />
                  )}
                </Field>
              )}
            </div>
          )}

          {choicesFor[target.mode].length > 0 && (
            <WhenFields
              values={values}
              errors={errors}
              set={set}
              choices={choicesFor[target.mode]}
              canShareNow={!collaborator}
              zone={zone}
            />
          )}

          {editing && (target.post.map_ids ?? 1) > 1 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={values.updateMapped}
                onChange={(e) => set('updateMapped', e.target.checked)}
              />
              Apply to all {target.post.map_ids} posts written together
            </label>
          )}

          {serviceError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {serviceError}
            </p>
          )}

          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel(target, values.when, collaborator)}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
