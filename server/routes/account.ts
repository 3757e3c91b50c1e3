import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import type { Router } from '../http/route.ts';
import { databaseAnswers } from '../system/health.ts';

export function accountRoutes(router: Router, deps: AppDeps) {
  router.publicRoute(operationById('health'), async () => {
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
      workspace: { workspace_id: String(auth.workspaceId), name: auth.workspaceName, timezone: auth.timezone },
    },
  }));
}
