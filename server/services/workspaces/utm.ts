import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { workspaceSubject } from '../../domain/audit-subjects.ts';
import type { UtmSetting } from '../../domain/utm.ts';
import type { AuthContext } from './auth-context.ts';
import { requireManager } from './access.ts';
import { recordAudit } from './audit.ts';
import { actorOf } from './people.ts';

/** The workspace's UTM setting (decision 068). */
export async function utmSettingOf(db: Db, workspaceId: number): Promise<UtmSetting> {
  const [row] = await db
    .select({ enabled: workspaces.utmEnabled, campaign: workspaces.utmCampaign })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row ?? { enabled: false, campaign: '' };
}

export const utmView = (setting: UtmSetting) => ({ enabled: setting.enabled ? 1 : 0, campaign: setting.campaign });

/**
 * Turns UTM tagging on or off and sets the default campaign (owners and admins); only what is sent changes. Posts
 * written or edited from then on are tagged; links already made keep their targets. Audited with what it became.
 */
export async function saveUtmSetting(db: Db, auth: AuthContext, change: Partial<UtmSetting>): Promise<UtmSetting> {
  requireManager(auth, 'change the UTM setting');
  return inTransaction(db, async (tx) => {
    const [saved] = await tx
      .update(workspaces)
      .set({
        ...(change.enabled === undefined ? {} : { utmEnabled: change.enabled }),
        ...(change.campaign === undefined ? {} : { utmCampaign: change.campaign }),
      })
      .where(eq(workspaces.id, auth.workspaceId))
      .returning({ name: workspaces.name, enabled: workspaces.utmEnabled, campaign: workspaces.utmCampaign });
    const setting = { enabled: saved!.enabled, campaign: saved!.campaign };
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'workspace.utm_changed',
      saved!.name,
      { enabled: setting.enabled, campaign: setting.campaign },
      [workspaceSubject({ id: auth.workspaceId, name: saved!.name })],
    );
    return setting;
  });
}
