import type { ComponentPropsWithRef } from 'react';

const variants = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-400',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  /** What cannot be taken back (delete, disconnect): red, so it never looks like Edit. */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
  /** A quiet action beside a primary one, or an icon button. */
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: keyof typeof variants }) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
