import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { saveUtmSetting, utmSettingOf, utmView } from '../../services/workspaces/utm.ts';

/** Settings → Links: UTM parameters on post links (decision 068). */
export function utmRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('workspaceUtm'), async ({ auth }) => ({
    status: 'success' as const,
    data: utmView(await utmSettingOf(deps.db, auth.workspaceId)),
  }));

  router.route(operationById('workspaceUpdateUtm'), async ({ params, auth }) => {
    const saved = await saveUtmSetting(deps.db, auth, {
      enabled: params.enabled === undefined ? undefined : params.enabled === 1,
      campaign: params.campaign?.trim(),
    });
    return { status: 'success' as const, data: utmView(saved) };
  });
}
