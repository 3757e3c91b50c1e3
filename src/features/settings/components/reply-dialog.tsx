import { useRef, useState } from 'react';
import { REPLY_VARIABLES, unknownVariables, type ReplyVariable } from '../../../../shared/saved-replies';
import type { SavedReply } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { useCreateReply, useUpdateReply } from '../api/use-reply-actions';
import { refusalOf, saveDialog } from '../utils/dialog-save';
import { MAX_REPLY_TEXT, MAX_REPLY_TITLE } from '../utils/team-inbox-limits';
import { ReplyPreview } from './reply-preview';
import { ReplyVariables } from './reply-variables';
import { FormError, SubmitButton } from './settings-section';

type FieldName = 'title' | 'text';

const known = REPLY_VARIABLES.map((name) => `{${name}}`).join(', ');

const refusal = refusalOf<FieldName>('reply_exists', 'title', ['title', 'text']);

/** How much of its limit a field uses (part of the field's description, so read out when it is asked for). */
const used = (length: number, limit: number) =>
  `${length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters.`;

/**
 * Writes a saved reply (`reply` undefined) or changes one: its title, its text with variables inserted where the
 * cursor is, and a preview filled as the service fills it. Only what changed is sent.
 */
export function ReplyDialog({
  reply,
  channel,
  me,
  onClose,
}: {
  reply?: SavedReply;
  channel: string;
  me: string;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(reply?.title ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const create = useCreateReply();
  const update = useUpdateReply();
  const pending = create.isPending || update.isPending;

  const insert = (variable: ReplyVariable) => {
    const area = textArea.current;
    const token = `{${variable}}`;
    const [start, end] = area ? [area.selectionStart, area.selectionEnd] : [text.length, text.length];
    setText(text.slice(0, start) + token + text.slice(end));
    clear('text');
    // Back to the text, just after what was inserted, to go on writing.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fields: FormErrors<FieldName>['fields'] = {};
    const [newTitle, newText] = [title.trim(), text.trim()];
    if (!newTitle) fields.title = 'Give the reply a title: the reply box’s menu lists it by its title.';
    else if (newTitle.length > MAX_REPLY_TITLE) fields.title = `A title has at most ${MAX_REPLY_TITLE} characters.`;
    const unknown = unknownVariables(newText).map((name) => `{${name}}`);
    if (!newText) fields.text = 'Write the reply.';
    else if (newText.length > MAX_REPLY_TEXT) fields.text = `A saved reply has at most ${MAX_REPLY_TEXT} characters.`;
    else if (unknown.length)
      fields.text = `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'}: use ${known}.`;
    if (fields.title || fields.text) return show({ fields });
    saveDialog({
      values: { title: newTitle, text: newText },
      editing: reply && { id: { reply_id: Number(reply.reply_id) }, was: reply },
      create,
      update,
      onClose,
      onRefused: (failure) => show(refusal(failure)),
    });
  };

  return (
    <Dialog open onClose={onClose} size="lg" title={reply ? `Edit the saved reply ${reply.title}` : 'New saved reply'}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Title"
          error={errors.fields.title}
          hint={
            <p className="text-sm text-slate-600">
              What the reply box’s menu lists, such as “Refund on its way”. {used(title.trim().length, MAX_REPLY_TITLE)}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                clear('title');
              }}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Text"
          error={errors.fields.text}
          hint={
            <p className="text-sm text-slate-600">
              {used(text.trim().length, MAX_REPLY_TEXT)} Each network’s own limit is checked when the reply is used.
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              ref={textArea}
              rows={5}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                clear('text');
              }}
              className={inputClass}
            />
          )}
        </Field>
        <ReplyVariables onInsert={insert} />
        <ReplyPreview text={text} channel={channel} me={me} />
        <FormError message={errors.alert} tabIndex={-1} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>
            {pending ? 'Saving…' : reply ? 'Save reply' : 'Add saved reply'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
