import { useSuspenseQuery } from '@tanstack/react-query';
import { accountGetOptions, draftsGetOptions } from './generated/@tanstack/react-query.gen';

/**
 * What every page behind login shares: who is signed in (and so their role), the workspace (its time zone and
 * clock) and its channels. The layout route (routes/_app.tsx) loads both answers before any page shows, so this
 * never suspends there. One hook, so no page reaches into the answers' shapes; each part re-renders only when it
 * changes.
 */
export function useWorkspace() {
  const { user, workspace } = useSuspenseQuery({ ...accountGetOptions(), select: (answer) => answer.data }).data;
  const channels = useSuspenseQuery({ ...draftsGetOptions(), select: (answer) => answer.data.channels }).data;
  return { user, workspace, role: user.role, zone: workspace.timezone, clock: workspace.clock, channels };
}

/** The workspace's clock (24h or 12h), for a part that writes or reads times of day and needs nothing else. */
export function useClock() {
  return useSuspenseQuery({ ...accountGetOptions(), select: (answer) => answer.data.workspace.clock }).data;
}
