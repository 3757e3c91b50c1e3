import type { QueryClient } from '@tanstack/react-query';
import { setupGetOptions, setupGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { SetupGetResponse } from '../../../api/generated/types.gen';

/**
 * Whether the service still waits for its first workspace. A service that cannot say is taken as set up: the
 * login screen then shows as before, rather than a first-start page for a service that may well have people.
 */
export async function isSetupNeeded(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(setupGetOptions())).data.setup_needed;
  } catch {
    return false;
  }
}

/** Once someone has an account, the kept answer says so: the login screen no longer sends people to set up. */
export function markSetUp(queryClient: QueryClient) {
  queryClient.setQueryData(setupGetQueryKey(), (old: SetupGetResponse | undefined) =>
    old ? { ...old, data: { ...old.data, setup_needed: false } } : old,
  );
}
