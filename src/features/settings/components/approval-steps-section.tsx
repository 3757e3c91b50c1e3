import { useState } from 'react';
import type { ApprovalSteps, Member, WorkspaceUpdateApprovalStepsData } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { serviceErrors, useFormErrors } from '../../../lib/form-errors';
import { roleNames } from '../../../lib/roles';
import { useSaveApprovalSteps } from '../api/use-save-approval-steps';
import { FormError, SettingsSection, smallButton, SubmitButton } from './settings-section';

type Who = ApprovalSteps['steps'][number]['who'];
type Body = WorkspaceUpdateApprovalStepsData['body'];
type FieldName = `step_${1 | 2 | 3}` | `step_${1 | 2 | 3}_user_id`;
interface Step {
  who: Who;
  userId: string;
}

/** The service takes up to three steps (decision 057). */
const MOST = 3;

const choices: { value: Who; label: string }[] = [
  { value: 'owners_admins', label: 'Owners and admins' },
  { value: 'member', label: 'A named member' },
  { value: 'client', label: 'The client' },
];

const fieldsOf = (steps: number) =>
  Array.from({ length: MOST }, (_, i) => [`step_${i + 1}`, `step_${i + 1}_user_id`] as FieldName[])
    .slice(0, steps)
    .flat();

/** The steps as the service takes them: flat parameters, a member's id only on a member step. */
function bodyOf(steps: Step[]): Body {
  const body: Record<string, string | number> = {};
  steps.forEach((step, i) => {
    body[`step_${i + 1}`] = step.who;
    if (step.who === 'member') body[`step_${i + 1}_user_id`] = Number(step.userId);
  });
  return body as Body;
}

/**
 * Who approves collaborators' posts, step by step (owners and admins): up to three steps, each decided by the owners
 * and admins, a named member or the workspace's client. Its own form beside the workspace's, saved on its own.
 */
export function ApprovalStepsSection({ saved, members }: { saved: ApprovalSteps; members: Member[] }) {
  const [steps, setSteps] = useState<Step[]>(() => saved.steps.map((s) => ({ who: s.who, userId: s.user_id })));
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const save = useSaveApprovalSteps();
  // A client decides only a client step; the service refuses one named.
  const deciders = members.filter((m) => m.role !== 'client');
  const dropped = saved.steps.length - steps.length;

  const change = (index: number, next: Partial<Step>) => {
    setSteps((all) => all.map((step, i) => (i === index ? { ...step, ...next } : step)));
    clear(`step_${index + 1}` as FieldName);
    clear(`step_${index + 1}_user_id` as FieldName);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const missing = steps.findIndex((step) => step.who === 'member' && !step.userId);
    if (missing >= 0)
      return show({ fields: { [`step_${missing + 1}_user_id`]: `Choose who decides step ${missing + 1}.` } });
    save.mutate({ body: bodyOf(steps) }, { onError: (error) => show(serviceErrors(error, fieldsOf(steps.length))) });
  };

  return (
    <SettingsSection
      title="Approval steps"
      description="A collaborator’s post goes out once every step has approved it, in order. Anyone who may decide a step can also send the post back as a draft."
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {!saved.approval_required && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
            Approval is off, so collaborators’ posts wait at no step. The steps are kept for when it is turned on.
          </p>
        )}
        <ol className="space-y-3">
          {steps.map((step, i) => {
            const n = i + 1;
            const current = saved.steps[i];
            const unchanged = current?.who === step.who && (step.who !== 'member' || current.user_id === step.userId);
            return (
              <li key={n} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-2">
                <Field
                  label={`Step ${n}: who decides`}
                  error={errors.fields[`step_${n}` as FieldName]}
                  hint={
                    unchanged && current ? (
                      <p className="text-sm text-slate-600">Decided now by {current.deciders}.</p>
                    ) : undefined
                  }
                >
                  {(control) => (
                    <select
                      {...control}
                      value={step.who}
                      onChange={(e) => change(i, { who: e.target.value as Who })}
                      className={`${inputClass} bg-white`}
                    >
                      {choices.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {step.who === 'member' && (
                  <Field label={`Step ${n}: member`} error={errors.fields[`step_${n}_user_id` as FieldName]}>
                    {(control) => (
                      <select
                        {...control}
                        value={step.userId}
                        onChange={(e) => change(i, { userId: e.target.value })}
                        className={`${inputClass} bg-white`}
                      >
                        <option value="">Choose a member</option>
                        {deciders.map((m) => (
                          <option key={m.user_id} value={m.user_id}>
                            {m.name} ({roleNames[m.role]})
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className={smallButton}
            disabled={steps.length >= MOST}
            onClick={() => setSteps((all) => [...all, { who: 'owners_admins', userId: '' }])}
          >
            Add a step
          </Button>
          {steps.length > 1 && (
            <Button variant="secondary" className={smallButton} onClick={() => setSteps((all) => all.slice(0, -1))}>
              Remove step {steps.length}
            </Button>
          )}
        </div>
        {dropped > 0 && (
          <p className="text-sm text-slate-700">
            Posts waiting at{' '}
            {dropped === 1 ? `step ${saved.steps.length}` : `steps ${steps.length + 1} and ${saved.steps.length}`} will
            wait at step {steps.length} once you save, for its decision again.
          </p>
        )}
        <FormError message={errors.alert} tabIndex={-1} />
        <SubmitButton pending={save.isPending}>{save.isPending ? 'Saving…' : 'Save approval steps'}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
