import { lazy, Suspense, type ComponentProps } from 'react';

/** Its own chunk, loaded the first time a thread is shown: never part of a page's first download. */
const CommentsThread = lazy(() => import('./comments-thread').then((m) => ({ default: m.CommentsThread })));

export function LazyCommentsThread(props: ComponentProps<typeof CommentsThread>) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading comments…</p>}>
      <CommentsThread {...props} />
    </Suspense>
  );
}
