import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { unavailable } from '../../domain/errors.ts';
import { mediaStorageWorks } from '../../services/media/storage-check.ts';
import { databaseAnswers } from '../../services/system/health.ts';
import { RETRY_AFTER_SECONDS } from '../../db/availability.ts';
import { ApiError } from '../errors.ts';

const mediaStorageBroken = () =>
  unavailable(
    'media_storage_unwritable',
    'The media storage (DATA_DIR/media) cannot be written: uploads fail. Make it writable by the service’s user, or free space on its disk.',
  );

const shuttingDown = () =>
  new ApiError(
    503,
    'shutting_down',
    'This instance is stopping: it finishes the calls it has. Send the next ones to another instance.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

export function accountRoutes(router: Router, deps: AppDeps) {
  router.publicRoute(operationById('health'), async () => {
    await databaseAnswers(deps.db);
    // Files under DATA_DIR are this instance's own: a disk that takes none is its failure (decision 023). A bucket
    // is every instance's, and its outage no reason to take them all out of service: not probed here.
    if (deps.media.kind === 'local' && !(await mediaStorageWorks(deps.media))) throw mediaStorageBroken();
    return { status: 'success' as const };
  });

  router.publicRoute(operationById('ready'), async () => {
    if (deps.lifecycle.phase.state === 'stopping') throw shuttingDown();
    await databaseAnswers(deps.db);
    return { status: 'success' as const };
  });

  router.route(operationById('accountGet'), async ({ auth }) => ({
    status: 'success' as const,
    data: {
      user: {
        user_id: String(auth.userId),
        name: auth.userName,
        email: auth.email,
        picture: auth.userPicture,
        role: auth.role,
      },
      workspace: {
        workspace_id: String(auth.workspaceId),
        name: auth.workspaceName,
        timezone: auth.timezone,
        clock: auth.clock,
      },
    },
  }));
}
