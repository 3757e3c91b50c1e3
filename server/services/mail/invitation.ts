import type { Role } from '../../db/schema.ts';
import type { Mailer } from './mailer.ts';

export interface InvitationMail {
  inviter: string;
  workspace: string;
  email: string;
  role: Role;
  link: string;
  expiresAt: Date;
}

const withArticle = (role: Role) => (role === 'admin' ? 'an admin' : `a ${role}`);

/**
 * Emails an invitation's link, when the service sends email (SMTP_URL). Answers whether it went: the link is shown
 * to copy either way, so a mail server that fails is logged (why, never the link) rather than failing the call.
 */
export async function emailInvitation(
  mailer: Mailer,
  log: { warn: (object: object, message: string) => void },
  mail: InvitationMail,
): Promise<boolean> {
  if (!mailer.enabled) return false;
  try {
    await mailer.send({
      to: mail.email,
      subject: `${mail.inviter} invites you to ${mail.workspace} on Social Desk`,
      text: [
        `${mail.inviter} invites you to join ${mail.workspace} on Social Desk as ${withArticle(mail.role)}.`,
        '',
        `Accept the invitation: ${mail.link}`,
        '',
        `The link works once, until ${mail.expiresAt.toUTCString()}. If you did not expect it, ignore this email.`,
      ].join('\n'),
    });
    return true;
  } catch (error) {
    log.warn({ err: { message: (error as Error).message } }, 'invitation email not sent');
    return false;
  }
}
