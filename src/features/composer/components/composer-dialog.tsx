import { useState } from 'react';
import { useClock } from '../../../api/use-workspace';
import type { Channel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { CommentsDisclosure } from '../../../components/posts/comments-disclosure';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import type { Role } from '../../../lib/roles';
import { lengthChecks } from '../../../lib/text-length';
import { ChannelChecks } from './channel-checks';
import { ChannelPicker } from './channel-picker';
import { validate, type ComposerValues, type FieldErrors } from './composer-form';
import { CampaignField } from './campaign-field';
import { ComposerOutcome } from './composer-outcome';
import { FirstCommentField } from './first-comment-field';
import { followUpProblem } from './follow-up-rules';
import { factsFor, type KnownPicture } from './picture-facts';
import { ThreadFields } from './thread-fields';
import { choicesFor, initialValues, submitLabel, targetKey, titles, type ComposerTarget } from './composer-target';
import { MessageField } from './message-field';
import { blockingReason, channelChecks } from './network-rules';
import { PictureField, usePictureUpload } from './picture-field';
import { PostPreview } from './post-preview';
import { RepeatFields } from './repeat-fields';
import { repeatProblem } from './repeat-model';
import { SHARE_DELAY_SECONDS, ShareNowBar } from '../../../components/posts/share-now-bar';
import { useCountdown } from '../../../lib/use-countdown';
import { useComposerSubmit } from './use-composer-submit';
import { FinalLinks, useUtmSetting } from './utm-preview';
import { EditedVersionNote, VersionsPanel } from './versions-panel';
import { ownPost } from './versions-model';
import { seriesInWords } from '../../../components/posts/series-words';
import { WhenFields } from './when-fields';

export type { ComposerTarget } from './composer-target';

interface ComposerDialogProps {
  target: ComposerTarget | null;
  onClose: () => void;
  channels: Channel[];
  zone: string;
  role: Role;
}

/** Facebook Pages take photo albums. */
const ALBUM_NETWORKS = new Set([2]);

/** Writes a new post for one or several channels, or edits one; the form is fresh for each target. */
export function ComposerDialog({ target, ...rest }: ComposerDialogProps) {
  if (!target) return null;
  return <ComposerForm key={targetKey(target)} target={target} {...rest} />;
}

function ComposerForm({ target, onClose, channels, zone, role }: ComposerDialogProps & { target: ComposerTarget }) {
  const [values, setValues] = useState<ComposerValues>(() => initialValues(target, channels));
  const [errors, setErrors] = useState<FieldErrors>({});
  const collaborator = role === 'collaborator';
  const { submit, busy, serviceError, failures, describe } = useComposerSubmit(target, role, channels, onClose);
  const clock = useClock();
  // Share now asks first, then waits with Undo before it sends (decision 066); a change to the post stops it.
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown(() => submit(values));
  const shareStep = confirming ? 'confirm' : countdown.left;
  const undoShare = () => {
    setConfirming(false);
    countdown.stop();
  };
  // A field's error goes as soon as the field is changed: the next submit checks everything again.
  const set = <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) => {
    undoShare();
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  // What the upload or the library said of the picture, for the networks' picture rules (decision 061).
  const [knownPicture, setKnownPicture] = useState<KnownPicture>();
  const pickPicture = (url: string, known?: KnownPicture) => {
    if (known) setKnownPicture(known);
    set('picture', url);
  };
  const upload = usePictureUpload(pickPicture);
  const editing = target.mode === 'edit';
  const thread =
    target.mode === 'edit'
      ? { post_id: target.post.post_id }
      : target.mode === 'edit-draft'
        ? { draft_id: target.draft.draft_id }
        : null;
  const chosen = channels.filter((c) => values.channelIds.includes(c.channel_id));
  // Each channel is counted and checked on what it publishes: its network's version, else the shared text.
  const shared = { message: values.message, picture: values.picture };
  const own = (c: Channel) => ownPost(c, chosen, shared, values.versions);
  const counts = lengthChecks(
    values.message,
    chosen.filter((c) => own(c) === shared).map((c) => c.channel_type),
  );
  const checks = chosen.flatMap((c) =>
    channelChecks([c], own(c).message, own(c).picture, factsFor(knownPicture, own(c).picture)),
  );
  const utm = useUtmSetting();
  // A draft keeps its repeat (decision 070) until it is scheduled: an edited post is one of a series already.
  const repeating = target.mode !== 'edit' && (values.when === 'schedule' || values.when === 'draft');
  // A draft may wait incomplete; what goes out (or keeps its place in the queue) must suit every network.
  const noChannel = chosen.length === 0 && target.mode !== 'edit' && target.mode !== 'new-draft';
  const blocked =
    values.when === 'draft'
      ? null
      : noChannel
        ? 'Pick a channel first.'
        : (blockingReason(checks) ?? followUpProblem(chosen, values.thread, values.firstComment));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values, clock);
    const repeatError = repeating && repeatProblem(values.repeat, values.date, values.when === 'draft');
    if (repeatError) found.repeat = repeatError;
    const over = counts.filter((c) => c.over);
    if (over.length && !found.message) found.message = `Too long for ${over.map((c) => c.network).join(' and ')}.`;
    setErrors(found);
    if (Object.keys(found).length || blocked || upload.progress !== null) return;
    if (values.when === 'now' && !collaborator) setConfirming(true);
    else submit(values);
  };

  return (
    <Dialog
      open
      onClose={shareStep === null ? onClose : undoShare}
      title={titles[target.mode]}
      size="lg"
      description={
        collaborator ? 'Your posts go to an owner or admin for approval before they are published.' : undefined
      }
    >
      {failures ? (
        <ComposerOutcome failures={failures} onClose={onClose} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
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

          <MessageField
            value={values.message}
            error={errors.message}
            counts={counts}
            onChange={(message) => set('message', message)}
            onPastePicture={upload.send}
          />

          {editing ? (
            <EditedVersionNote post={target.post} />
          ) : (
            <VersionsPanel
              chosen={chosen}
              shared={shared}
              versions={values.versions}
              onChange={(versions) => set('versions', versions)}
            />
          )}

          <ThreadFields
            channels={chosen}
            parts={values.thread}
            error={errors.thread}
            published={editing ? target.post.thread_published : undefined}
            onChange={(parts) => set('thread', parts)}
          />

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

          <PictureField value={values.picture} error={errors.picture} onChange={pickPicture} upload={upload} />

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

          {utm && (
            <CampaignField
              value={values.utmCampaign}
              fallback={utm.campaign}
              error={errors.utmCampaign}
              onChange={(campaign) => set('utmCampaign', campaign)}
            />
          )}

          <FirstCommentField
            channels={chosen}
            value={values.firstComment}
            error={errors.firstComment}
            onChange={(comment) => set('firstComment', comment)}
          />

          <ChannelChecks checks={checks} />
          <PostPreview
            channels={chosen}
            message={values.message}
            link={values.link}
            picture={values.picture}
            own={own}
            footer={(channel, message) => (
              <FinalLinks
                channel={channel}
                message={message}
                link={values.link}
                campaign={values.utmCampaign}
                setting={utm}
              />
            )}
            followUps={{ thread: values.thread, firstComment: values.firstComment }}
          />

          {choicesFor[target.mode].length > 0 && (
            <WhenFields
              values={values}
              errors={errors}
              set={set}
              choices={choicesFor[target.mode]}
              canShareNow={!collaborator}
              noChannel={noChannel}
              zone={zone}
            />
          )}
          {repeating && (
            <RepeatFields
              value={values.repeat}
              start={values.date}
              draft={values.when === 'draft'}
              onChange={(repeat) => set('repeat', repeat)}
            />
          )}
          {editing && seriesInWords(target.post) && (
            <p className="text-sm text-slate-700">{seriesInWords(target.post)}: this edit changes this one only.</p>
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
          {editing && values.updateMapped && (
            <p className="-mt-2 text-sm text-slate-600">
              Posts with their own text for their network keep their text and picture; the rest changes on all.
            </p>
          )}

          {serviceError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {serviceError}
            </p>
          )}

          {/* In view whatever the dialog's height (1366×768, 390×844): the body scrolls under it. The negative bottom
              undoes the scroll box's padding, which sticky positioning keeps clear, so nothing shows below. */}
          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4">
            {shareStep !== null ? (
              <ShareNowBar
                step={shareStep}
                channels={chosen.length}
                onConfirm={() => {
                  setConfirming(false);
                  countdown.start(SHARE_DELAY_SECONDS);
                }}
                onUndo={undoShare}
              />
            ) : (
              <>
                {blocked && (
                  <p id="composer-blocked" className="mr-auto text-sm text-amber-900">
                    {blocked}
                  </p>
                )}
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  disabled={busy || blocked !== null || upload.progress !== null}
                  aria-describedby={blocked ? 'composer-blocked' : undefined}
                >
                  {submitLabel(target, values.when, collaborator)}
                </Button>
              </>
            )}
          </div>
        </form>
      )}
      {/* The conversation about what is being edited (decision 056): the editor is one who may read it. */}
      {!failures && thread && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <CommentsDisclosure on={thread} zone={zone} about={target.mode === 'edit' ? 'this post' : 'this draft'} />
        </div>
      )}
    </Dialog>
  );
}
