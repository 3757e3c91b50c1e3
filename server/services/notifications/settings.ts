import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, notificationSettings, users, workspaces } from '../../db/schema.ts';
import { DEFAULT_DIGEST_HOUR, mailModesOf, type MailMode, type MailModes } from '../../domain/notification-mail.ts';
import type { NotificationKind } from '../../domain/notifications.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';

/** A member of a workspace, as the settings and the unsubscribe links name them. */
export interface Member {
  workspaceId: number;
  userId: number;
}

/** A member's email choices as kept: none kept means every default (every kind as `defaultMailMode`, 08:00). */
export interface MailSettings {
  modes: MailModes;
  digestHour: number;
  /** null: the workspace's zone. */
  timezone: string | null;
}

export async function mailSettingsOf(db: Db, member: Member): Promise<MailSettings> {
  const [row] = await db
    .select({
      modes: notificationSettings.modes,
      digestHour: notificationSettings.digestHour,
      timezone: notificationSettings.timezone,
    })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.workspaceId, member.workspaceId), eq(notificationSettings.userId, member.userId)),
    );
  return row ?? { modes: {}, digestHour: DEFAULT_DIGEST_HOUR, timezone: null };
}

/** The settings as `notifications/settings` answers them: every kind, today's and any added later, with its mode. */
export function settingsView(settings: MailSettings, workspaceZone: string, emailEnabled: boolean) {
  return {
    email_enabled: emailEnabled ? 1 : 0,
    kinds: mailModesOf(settings.modes).map(({ kind, mode, defaultMode }) => ({
      kind,
      email: mode,
      default_email: defaultMode,
    })),
    digest_hour: settings.digestHour,
    timezone: settings.timezone ?? '',
    digest_zone: settings.timezone ?? workspaceZone,
  };
}

export interface MailSettingsChange {
  /** Kinds whose mode changes. */
  modes?: Partial<Record<NotificationKind, MailMode>>;
  digestHour?: number;
  /** null: back to the workspace's zone. */
  timezone?: string | null;
}

/**
 * Changes a member's own choices, in one statement: the modes named are merged into those kept (a mode equal to the
 * kind's default is kept too: the person chose it, and a later change of defaults leaves it be).
 */
export async function changeMailSettings(db: Db, member: Member, change: MailSettingsChange, now: Date) {
  const modes = change.modes ?? {};
  const [row] = await db
    .insert(notificationSettings)
    .values({
      ...member,
      modes,
      digestHour: change.digestHour ?? DEFAULT_DIGEST_HOUR,
      timezone: change.timezone ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [notificationSettings.workspaceId, notificationSettings.userId],
      set: {
        modes: sql`${notificationSettings.modes} || excluded.modes`,
        ...(change.digestHour === undefined ? {} : { digestHour: sql`excluded.digest_hour` }),
        ...(change.timezone === undefined ? {} : { timezone: sql`excluded.timezone` }),
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      modes: notificationSettings.modes,
      digestHour: notificationSettings.digestHour,
      timezone: notificationSettings.timezone,
    });
  return row!;
}

/** The caller's own settings in the token's workspace. */
export const memberOf = (auth: AuthContext): Member => ({ workspaceId: auth.workspaceId, userId: auth.userId });

/** Turns some kinds' email off (an unsubscribe link). */
export async function turnOffMail(db: Db, member: Member, kinds: NotificationKind[], now: Date): Promise<void> {
  await changeMailSettings(db, member, { modes: Object.fromEntries(kinds.map((kind) => [kind, 'off'])) }, now);
}

/** Who an unsubscribe link is for, in words: their address and the workspace's name; null once they left it. */
export async function memberInWords(db: Db, member: Member) {
  const [row] = await db
    .select({ email: users.email, workspace: workspaces.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.workspaceId, member.workspaceId), eq(memberships.userId, member.userId)));
  return row ?? null;
}
