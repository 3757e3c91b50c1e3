import { useState } from 'react';
import type { InboxLabel } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { useCreateLabel, useUpdateLabel } from '../api/use-label-actions';
import { refusalOf, saveDialog } from '../utils/dialog-save';
import { colorName, isHexColor } from '../utils/label-colors';
import { MAX_LABEL_NAME } from '../utils/team-inbox-limits';
import { ColorChoice } from './color-choice';
import { FormError, SubmitButton } from './settings-section';

type FieldName = 'name' | 'color';

const refusal = refusalOf<FieldName>('label_exists', 'name', ['name', 'color']);

/**
 * Adds a label (`label` undefined, starting with `color`) or renames and recolours one; only what changed is sent.
 * The service's refusals (a name another label has, say) show beside the field they name.
 */
export function LabelDialog({
  label,
  color: firstColor,
  onClose,
}: {
  label?: InboxLabel;
  color: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color ?? firstColor);
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const pending = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fields: FormErrors<FieldName>['fields'] = {};
    const trimmed = name.trim();
    if (!trimmed) fields.name = 'Name the label, such as Refund or Sales lead.';
    else if (trimmed.length > MAX_LABEL_NAME) fields.name = `A label’s name has at most ${MAX_LABEL_NAME} characters.`;
    if (!isHexColor(color)) fields.color = 'Write the custom colour as # and six hex digits, such as #2f80ed.';
    if (fields.name || fields.color) return show({ fields });
    saveDialog({
      values: { name: trimmed, color: color.toLowerCase() },
      editing: label && { id: { label_id: Number(label.label_id) }, was: label },
      create,
      update,
      onClose,
      onRefused: (failure) => show(refusal(failure)),
    });
  };

  return (
    <Dialog open onClose={onClose} title={label ? `Edit the label ${label.name}` : 'New label'}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Name"
          error={errors.fields.name}
          hint={
            <p className="text-sm text-slate-600">
              A word or a few, up to {MAX_LABEL_NAME} characters: it shows on every item that carries it.
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
        <ColorChoice
          value={color}
          error={errors.fields.color}
          onChange={(next) => {
            setColor(next);
            clear('color');
          }}
        />
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="font-semibold">Shows as</span> {isHexColor(color) && <LabelSwatch color={color} />}{' '}
          <span className="min-w-0 break-words">{name.trim() || 'its name'}</span>{' '}
          <span className="text-slate-600">· {isHexColor(color) ? colorName(color) : 'no colour yet'}</span>
        </p>
        <FormError message={errors.alert} tabIndex={-1} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>{pending ? 'Saving…' : label ? 'Save label' : 'Add label'}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
