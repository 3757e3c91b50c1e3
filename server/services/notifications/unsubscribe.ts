import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notifications.ts';
import type { SecretBox } from '../channels/secret-box.ts';
import type { Member } from './settings.ts';

const PURPOSE = 'unsubscribe';

/** What an unsubscribe link turns off: some kinds of one member's email in one workspace. */
export interface Unsubscribe extends Member {
  kinds: NotificationKind[];
}

const signed = ({ workspaceId, userId, kinds }: Unsubscribe) => `${workspaceId}.${userId}.${kinds.join(',')}`;

/**
 * The token of an unsubscribe link: whom and what it names, in the clear, and an HMAC-SHA-256 over them with a key
 * derived from the service's secret (`SecretBox.sign`). It does not expire: a mail read a month later still works.
 * It can only turn email of its own kinds off, for its own person, which is all a forwarded mail could do.
 */
export const unsubscribeToken = (secrets: SecretBox, what: Unsubscribe) =>
  `${signed(what)}.${secrets.sign(PURPOSE, signed(what))}`;

/** What a token names, or null when it is not one of ours (tampered with, cut short, or signed by another key). */
export function readUnsubscribeToken(secrets: SecretBox, token: string): Unsubscribe | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([a-z_,]{1,1000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, workspace, user, list, signature] = match;
  const kinds = list!.split(',');
  if (!kinds.every((kind): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind)))
    return null;
  const what = { workspaceId: Number(workspace), userId: Number(user), kinds };
  return secrets.verify(PURPOSE, signed(what), signature!) ? what : null;
}

/** The link, on the service's public origin: the page that asks, and where one-click unsubscribes POST. */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
