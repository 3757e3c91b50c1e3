import { apiErrorMessage, asApiError } from '../../../lib/api-error';
import { serviceErrors, type FormErrors } from '../../../lib/form-errors';

/**
 * The service's refusal where it applies on a dialog's form: a taken name (a 409 whose `code` names no field) beside
 * the field that holds the name; any other refusal beside the field it names, or in the form's alert.
 */
export const refusalOf =
  <F extends string>(takenCode: string, nameField: F, fields: readonly F[]) =>
  (failure: unknown): FormErrors<F> =>
    asApiError(failure)?.code === takenCode
      ? { fields: { [nameField]: apiErrorMessage(failure) } as FormErrors<F>['fields'] }
      : serviceErrors(failure, fields);

interface Settled {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}

/** A mutation as a dialog calls it: the body, and what follows the answer. */
interface Write<B> {
  mutate(variables: { body: B }, settled: Settled): void;
}

/**
 * A dialog's save: the values added when the thing is new (`editing` undefined); else only the values that differ
 * from what it `was` sent with its id, or nothing sent when none do. The dialog closes once the service takes it
 * (or at once when there is nothing to send); a refusal goes to `onRefused`, the dialog staying open.
 */
export function saveDialog<V extends Record<string, string>, Id extends object>({
  values,
  editing,
  create,
  update,
  onClose,
  onRefused,
}: {
  values: V;
  editing: { id: Id; was: NoInfer<V> } | undefined;
  create: Write<NoInfer<V>>;
  update: Write<NoInfer<Id & Partial<V>>>;
  onClose: () => void;
  onRefused: (failure: unknown) => void;
}) {
  const settled = { onSuccess: onClose, onError: onRefused };
  if (!editing) return create.mutate({ body: values }, settled);
  const change = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => value !== editing.was[field]),
  ) as Partial<V>;
  if (Object.keys(change).length === 0) return onClose();
  update.mutate({ body: { ...editing.id, ...change } }, settled);
}
