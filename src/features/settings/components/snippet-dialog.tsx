import { useState } from 'react';
import type { Snippet } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { useCreateSnippet, useUpdateSnippet } from '../api/use-snippet-actions';
import { refusalOf, saveDialog } from '../utils/dialog-save';
import { snippetKindWords, type SnippetKind } from '../utils/snippet-kinds';
import { MAX_SNIPPET_BODY, MAX_SNIPPET_NAME } from '../utils/snippet-limits';
import { FormError, SubmitButton } from './settings-section';

type FieldName = 'name' | 'body';

const refusal = refusalOf<FieldName>('snippet_exists', 'name', ['name', 'body']);

const used = (length: number, limit: number) =>
  `${length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters.`;

/** What the composer does with each kind, said under its text. */
const placement: Record<SnippetKind, string> = {
  hashtags: 'The composer puts them where the cursor is.',
  signature: 'The composer puts it at the end of the post, after a blank line.',
};

/** Writes a snippet of a kind (`snippet` undefined) or changes one's name or text; only what changed is sent. */
export function SnippetDialog({
  kind,
  snippet,
  onClose,
}: {
  kind: SnippetKind;
  snippet?: Snippet;
  onClose: () => void;
}) {
  const [name, setName] = useState(snippet?.name ?? '');
  const [body, setBody] = useState(snippet?.body ?? '');
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const create = useCreateSnippet();
  const update = useUpdateSnippet();
  const pending = create.isPending || update.isPending;
  const words = snippetKindWords[kind];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fields: FormErrors<FieldName>['fields'] = {};
    const [newName, newBody] = [name.trim(), body.trim()];
    if (!newName) fields.name = 'Give it a name: the composer’s menu lists it by its name.';
    else if (newName.length > MAX_SNIPPET_NAME) fields.name = `A name has at most ${MAX_SNIPPET_NAME} characters.`;
    if (!newBody) fields.body = 'Write what the composer inserts.';
    else if (newBody.length > MAX_SNIPPET_BODY) fields.body = `A snippet has at most ${MAX_SNIPPET_BODY} characters.`;
    if (fields.name || fields.body) return show({ fields });
    saveDialog({
      values: { name: newName, body: newBody },
      editing: snippet && { id: { snippet_id: Number(snippet.snippet_id) }, was: snippet },
      create: { mutate: (variables, settled) => create.mutate({ body: { ...variables.body, kind } }, settled) },
      update,
      onClose,
      onRefused: (failure) => show(refusal(failure)),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={snippet ? `Edit the ${words.one.toLowerCase()} ${snippet.name}` : `New ${words.one.toLowerCase()}`}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Name"
          error={errors.fields.name}
          hint={
            <p className="text-sm text-slate-600">
              What the composer’s menu lists, such as “{kind === 'hashtags' ? 'Coffee' : 'Team sign-off'}”.{' '}
              {used(name.trim().length, MAX_SNIPPET_NAME)}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                clear('name');
              }}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label={kind === 'hashtags' ? 'Hashtags' : 'Signature'}
          error={errors.fields.body}
          hint={
            <p className="text-sm text-slate-600">
              Such as “{words.example}”. {placement[kind]} {used(body.trim().length, MAX_SNIPPET_BODY)}
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                clear('body');
              }}
              className={inputClass}
            />
          )}
        </Field>
        <FormError message={errors.alert} tabIndex={-1} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>
            {pending ? 'Saving…' : snippet ? 'Save' : `Add ${words.one.toLowerCase()}`}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
