import { CloudOff, LoaderCircle } from 'lucide-react';
import { Button } from './button';

/** What a route shows when its data could not load: what happened, and what to do. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : 'The service could not be reached.';
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <CloudOff aria-hidden="true" className="mx-auto size-8 text-slate-600" />
      <h1 className="mt-3 text-lg font-semibold">This page could not load</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <p className="mt-1 text-slate-600">Check your connection, then try again.</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** What a route shows while its data is on its way, after a moment (the router's pending delay). */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="mx-auto mt-16 flex items-center justify-center gap-2 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {label}
    </div>
  );
}
