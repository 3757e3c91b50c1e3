import { describe, expect, it, vi } from 'vitest';
import { refusalOf, saveDialog } from './dialog-save';

const refused = (code: string, message: string, field?: string) => ({ status: 'error', code, message, field });

/** A dialog's two writes, keeping what each was asked, answering as `answer` says. */
function writes(answer: 'taken' | 'refused' = 'taken') {
  const calls: { write: string; body: unknown }[] = [];
  const write = (name: string) => ({
    mutate: (variables: { body: unknown }, settled: { onSuccess: () => void; onError: (failure: unknown) => void }) => {
      calls.push({ write: name, body: variables.body });
      if (answer === 'taken') settled.onSuccess();
      else settled.onError(refused('label_exists', 'Another label is called Refund.'));
    },
  });
  return { calls, create: write('create'), update: write('update') };
}

const label = { label_id: '3', name: 'Refund', color: '#dc2626' };

/**
 * Saves a label's dialog holding `values` (a new label unless `editing`), with writes answering as `answer` says;
 * answers what was written and the dialog's two callbacks.
 */
function save(
  values: { name: string; color: string },
  options: { editing?: boolean; answer?: 'taken' | 'refused' } = {},
) {
  const { calls, create, update } = writes(options.answer);
  const onClose = vi.fn();
  const onRefused = vi.fn();
  saveDialog({
    values,
    editing: options.editing ? { id: { label_id: 3 }, was: label } : undefined,
    create,
    update,
    onClose,
    onRefused,
  });
  return { calls, onClose, onRefused };
}

describe('saving a dialog', () => {
  it('adds a new thing with all its values, then closes', () => {
    const { calls, onClose } = save({ name: 'Refund', color: '#dc2626' });
    expect(calls).toEqual([{ write: 'create', body: { name: 'Refund', color: '#dc2626' } }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends only what changed, with the id', () => {
    const { calls } = save({ name: 'Refunds', color: '#dc2626' }, { editing: true });
    expect(calls).toEqual([{ write: 'update', body: { label_id: 3, name: 'Refunds' } }]);
  });

  it('sends nothing and closes when nothing changed', () => {
    const { calls, onClose } = save({ name: 'Refund', color: '#dc2626' }, { editing: true });
    expect(calls).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open on a refusal, handing it on', () => {
    const { onClose, onRefused } = save({ name: 'Refund', color: '#dc2626' }, { answer: 'refused' });
    expect(onClose).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(refused('label_exists', 'Another label is called Refund.'));
  });
});

describe('a dialog’s refusals', () => {
  const refusal = refusalOf('label_exists', 'name', ['name', 'color']);

  it('put a taken name beside the name, though the service names no field', () => {
    expect(refusal(refused('label_exists', 'Another label is called Refund.'))).toEqual({
      fields: { name: 'Another label is called Refund.' },
    });
  });

  it('put another refusal beside the field it names, or in the alert', () => {
    expect(refusal(refused('invalid_parameter', 'Write #rrggbb.', 'color'))).toEqual({
      fields: { color: 'Write #rrggbb.' },
    });
    expect(refusal(refused('database_unavailable', 'Try again.'))).toEqual({ fields: {}, alert: 'Try again.' });
  });
});
