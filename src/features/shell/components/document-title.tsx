import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

const APP = 'Social Desk';

/**
 * The tab's title from the deepest route that names its page (each route's `head`), so tabs and history entries
 * say where they lead.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => meta?.title)
        .filter(Boolean)
        .at(-1),
  });
  useEffect(() => {
    document.title = title ? `${title} · ${APP}` : APP;
  }, [title]);
  return null;
}
