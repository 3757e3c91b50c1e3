import { useId, useState } from 'react';
import type { Channel, OutboxPost } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { networkName } from '../../../lib/networks';
import { lengthChecks } from '../../../lib/text-length';
import { todayIn, zoneLabel } from '../../../lib/time';
import { useCreatePost, useUpdatePost } from '../api/use-save-post';
import { createBody, updateBody, validate, type ComposerValues, type FieldErrors, type When } from './composer-form';

export type ComposerTarget = { mode: 'new'; channelIds: string[] } | { mode: 'edit'; post: OutboxPost };

interface ComposerDialogProps {
  target: ComposerTarget | null;
  onClose: () => void;
  channels: Channel[];
  zone: string;
  role: 'owner' | 'admin' | 'collaborator';
}

const ALBUM_NETWORKS = new Set([2, 3]);

function initialValues(target: ComposerTarget): ComposerValues {
  if (target.mode === 'new') {
    return {
      channelIds: target.channelIds,
      message: '',
      link: '',
      picture: '',
      createAlbum: false,
      albumName: '',
      when: 'queue',
      date: '',
      time: '',
      updateMapped: false,
    };
  }
  const { post } = target;
  const pinned = post.is_custom_time === 1;
  return {
    channelIds: [post.channel_id],
    message: post.message,
    link: post.link ?? '',
    picture: post.picture ?? '',
    createAlbum: post.create_album === 1,
    albumName: post.album_name ?? '',
    when: pinned ? 'schedule' : 'keep',
    date: pinned ? post.display_time.slice(0, 10) : '',
    time: pinned ? post.display_time.slice(11, 16) : '',
    updateMapped: false,
  };
}

/** Writes a new post for one or several channels, or edits one; the dialog is remounted for each target. */
export function ComposerDialog({ target, ...rest }: ComposerDialogProps) {
  if (!target) return null;
  const key = target.mode === 'edit' ? `edit-${target.post.post_id}` : 'new';
  return <ComposerBody key={key} target={target} {...rest} />;
}

function ComposerBody({ target, onClose, channels, zone, role }: ComposerDialogProps & { target: ComposerTarget }) {
  const [values, setValues] = useState<ComposerValues>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serviceError, setServiceError] = useState<string>();
  const [outcome, setOutcome] = useState<string[]>();
  const create = useCreatePost();
  const update = useUpdatePost();
  const toast = useToast();
  const ids = {
    message: useId(),
    link: useId(),
    picture: useId(),
    album: useId(),
    date: useId(),
    time: useId(),
    counts: useId(),
  };
  const editing = target.mode === 'edit';
  const collaborator = role === 'collaborator';
  const chosen = channels.filter((c) => values.channelIds.includes(c.channel_id));
  const counts = lengthChecks(
    values.message,
    chosen.map((c) => c.channel_type),
  );
  const showAlbum = chosen.some((c) => ALBUM_NETWORKS.has(c.channel_type));
  const set = <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const busy = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    const over = counts.filter((c) => c.over);
    if (over.length && !found.message) found.message = `Too long for ${over.map((c) => c.network).join(' and ')}.`;
    setErrors(found);
    setServiceError(undefined);
    if (Object.keys(found).length) return;
    const fail = (error: unknown) => setServiceError(apiErrorMessage(error));
    if (target.mode === 'edit') {
      update.mutate(
        { body: updateBody(target.post.post_id, values) },
        {
          onSuccess: (result) => {
            toast.show(result.data);
            onClose();
          },
          onError: fail,
        },
      );
      return;
    }
    create.mutate(
      { body: createBody(values) },
      {
        onSuccess: (result) => {
          const failed = Object.entries(result.data.errorMsgPerChannel);
          const done = collaborator
            ? 'Sent for approval: an owner or admin will review it.'
            : values.when === 'now'
              ? 'Published.'
              : values.when === 'schedule'
                ? 'Scheduled.'
                : 'Added to the queue.';
          if (failed.length === 0) {
            toast.show(done);
            onClose();
            return;
          }
          const nameOf = (id: string) => channels.find((c) => c.channel_id === id)?.name ?? `Channel ${id}`;
          setOutcome(
            failed.map(
              ([id, reason]) =>
                `${nameOf(id)} (${networkName(channels.find((c) => c.channel_id === id)?.channel_type ?? 0)}): ${reason}`,
            ),
          );
        },
        onError: fail,
      },
    );
  };

  const describedBy = (field: keyof ComposerValues, extra?: string) =>
    [errors[field] ? `${field}-error` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof ComposerValues) =>
    errors[field] && (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-800">
        {errors[field]}
      </p>
    );
  const input = 'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2';
  const whenOptions: { value: When; label: string; disabled?: boolean }[] = [
    ...(editing
      ? [{ value: 'keep' as When, label: 'Keep its place' }]
      : [{ value: 'queue' as When, label: 'Add to queue' }]),
    { value: 'now', label: 'Share now', disabled: collaborator },
    { value: 'schedule', label: 'Schedule' },
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit post' : 'New post'}
      size="lg"
      description={
        collaborator ? 'Your posts go to an owner or admin for approval before they are published.' : undefined
      }
    >
      {outcome ? (
        <div>
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            Some channels did not take the post. It is listed under Failed in their outbox, to fix and retry.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {outcome.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {editing ? (
            <p className="text-sm text-slate-700">
              On {chosen[0]?.name} ({networkName(chosen[0]?.channel_type ?? 0)})
            </p>
          ) : (
            <fieldset aria-describedby={describedBy('channelIds')}>
              <legend className="text-sm font-semibold">Channels</legend>
              <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
                {channels.map((c) => (
                  <label
                    key={c.channel_id}
                    className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={values.channelIds.includes(c.channel_id)}
                      onChange={(e) =>
                        set(
                          'channelIds',
                          e.target.checked
                            ? [...values.channelIds, c.channel_id]
                            : values.channelIds.filter((id) => id !== c.channel_id),
                        )
                      }
                    />
                    <img src={c.picture} alt="" width={20} height={20} className="size-5 rounded-full" />
                    {c.name} <span className="text-slate-600">({networkName(c.channel_type)})</span>
                  </label>
                ))}
              </div>
              {fieldError('channelIds')}
            </fieldset>
          )}

          <div>
            <label htmlFor={ids.message} className="text-sm font-semibold">
              Message
            </label>
            <textarea
              id={ids.message}
              rows={5}
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message', ids.counts)}
              className={input}
            />
            <ul id={ids.counts} className="mt-1 flex flex-wrap gap-x-4 text-xs" aria-label="Characters per network">
              {counts.map((c) => (
                <li key={c.channelType} className={c.over ? 'font-semibold text-red-800' : 'text-slate-600'}>
                  {c.network}: {c.length.toLocaleString('en-US')} / {c.limit.toLocaleString('en-US')}
                  {c.over && ` (over by ${(c.length - c.limit).toLocaleString('en-US')})`}
                </li>
              ))}
            </ul>
            {fieldError('message')}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.link} className="text-sm font-semibold">
                Link <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <input
                id={ids.link}
                type="url"
                value={values.link}
                onChange={(e) => set('link', e.target.value)}
                aria-describedby={describedBy('link')}
                className={input}
                placeholder="https://"
              />
              {fieldError('link')}
            </div>
            <div>
              <label htmlFor={ids.picture} className="text-sm font-semibold">
                Picture address <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <input
                id={ids.picture}
                type="url"
                value={values.picture}
                onChange={(e) => set('picture', e.target.value)}
                aria-describedby={describedBy('picture')}
                className={input}
                placeholder="https://"
              />
              {fieldError('picture')}
            </div>
          </div>

          {showAlbum && (
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
                <div className="mt-2">
                  <label htmlFor={ids.album} className="text-sm font-semibold">
                    Album name
                  </label>
                  <input
                    id={ids.album}
                    maxLength={64}
                    value={values.albumName}
                    onChange={(e) => set('albumName', e.target.value)}
                    aria-describedby={describedBy('albumName')}
                    className={input}
                  />
                  {fieldError('albumName')}
                </div>
              )}
            </div>
          )}

          <fieldset>
            <legend className="text-sm font-semibold">When</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {whenOptions.map((o) => (
                <label
                  key={o.value}
                  className={`flex items-center gap-2 text-sm ${o.disabled ? 'text-slate-500' : ''}`}
                >
                  <input
                    type="radio"
                    name="when"
                    value={o.value}
                    checked={values.when === o.value}
                    disabled={o.disabled}
                    onChange={() => set('when', o.value)}
                    className="size-4"
                  />
                  {o.label}
                </label>
              ))}
            </div>
            {values.when === 'schedule' && (
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor={ids.date} className="text-sm font-semibold">
                    Day ({zoneLabel(zone)})
                  </label>
                  <input
                    id={ids.date}
                    type="date"
                    min={todayIn(zone)}
                    value={values.date}
                    onChange={(e) => set('date', e.target.value)}
                    aria-describedby={describedBy('date')}
                    className={input}
                  />
                  {fieldError('date')}
                </div>
                <div>
                  <label htmlFor={ids.time} className="text-sm font-semibold">
                    Time ({zoneLabel(zone)})
                  </label>
                  <input
                    id={ids.time}
                    type="time"
                    value={values.time}
                    onChange={(e) => set('time', e.target.value)}
                    aria-describedby={describedBy('time')}
                    className={input}
                  />
                  {fieldError('time')}
                </div>
              </div>
            )}
          </fieldset>

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
              {editing
                ? 'Save changes'
                : collaborator
                  ? 'Send for approval'
                  : { queue: 'Add to queue', now: 'Share now', schedule: 'Schedule', keep: 'Save' }[values.when]}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
