import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A card of a settings page: its heading, what it is for, and its controls. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="text-lg font-semibold">
            {title}
          </h3>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The heading of a settings page (the layout holds the "Settings" h1). */
export function SettingsPageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="text-xl font-bold">{title}</h2>
      {children && <div className="mt-1 text-slate-600">{children}</div>}
    </div>
  );
}

/**
 * A refusal of the service in a form, read out when it appears. `tabIndex` -1 where the form gives it the focus
 * (useFormErrors does, when no field is at fault).
 */
export function FormError({ message, tabIndex }: { message: string | undefined; tabIndex?: number }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={tabIndex} className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      {message}
    </p>
  );
}

export const smallButton = 'px-3 py-1.5 text-xs';
export const dangerButton = 'bg-red-700 hover:bg-red-800 disabled:bg-red-400';

/**
 * A form's submit button that stays focusable while the form is sent: a disabled button drops the keyboard's
 * focus to the page's top, and with it the place a dialog opened after the answer gives focus back to.
 */
export function SubmitButton({
  pending,
  className = '',
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      className={`aria-disabled:cursor-wait aria-disabled:opacity-70 ${className}`}
    >
      {children}
    </Button>
  );
}

/** A listed thing's Edit and Delete, each named with the thing (the labels' and the saved replies' lists). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex gap-2">
      <Button variant="secondary" className={smallButton} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="secondary"
        className={`${smallButton} text-red-800`}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </span>
  );
}
