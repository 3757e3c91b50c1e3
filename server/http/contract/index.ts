import { analyticsOperations } from './analytics.ts';
import { analyticsReportOperations } from './analytics-report.ts';
import { bestTimesOperations } from './best-times.ts';
import { calendarOperations } from './calendar.ts';
import { commentsOperations } from './comments.ts';
import { draftsOperations } from './drafts.ts';
import { extensionOperations } from './extension.ts';
import { inboxOperations } from './inbox.ts';
import { labelsOperations } from './labels.ts';
import { inboxReportOperations } from './inbox-report.ts';
import { inboxSnoozeOperations } from './inbox-snooze.ts';
import { inboxAssignmentOperations } from './inbox-assignment.ts';
import { inboxNoteOperations } from './inbox-notes.ts';
import { mediaOperations } from './media.ts';
import { notificationsOperations } from './notifications.ts';
import { notificationSettingsOperations } from './notification-settings.ts';
import { oauthOperations } from './oauth.ts';
import { postsOperations } from './posts.ts';
import { repliesOperations } from './replies.ts';
import { reportSchedulesOperations } from './report-schedules.ts';
import { reviewsOperations } from './reviews.ts';
import { serviceOperations } from './service.ts';
import { snippetsOperations } from './snippets.ts';
import { utmOperations } from './utm.ts';
import { workspaceOperations } from './workspace.ts';

export const operations = [
  ...inboxOperations,
  ...labelsOperations,
  ...repliesOperations,
  ...snippetsOperations,
  ...inboxSnoozeOperations,
  ...inboxAssignmentOperations,
  ...inboxNoteOperations,
  ...inboxReportOperations,
  ...analyticsOperations,
  ...analyticsReportOperations,
  ...bestTimesOperations,
  ...reportSchedulesOperations,
  ...notificationsOperations,
  ...notificationSettingsOperations,
  ...postsOperations,
  ...commentsOperations,
  ...reviewsOperations,
  ...calendarOperations,
  ...draftsOperations,
  ...oauthOperations,
  ...extensionOperations,
  ...mediaOperations,
  ...workspaceOperations,
  ...utmOperations,
  ...serviceOperations,
];

export type { Operation } from './operation.ts';

type AnyOperation = (typeof operations)[number];
export type OperationId = AnyOperation['operationId'];

const byId = new Map<string, AnyOperation>(operations.map((op) => [op.operationId, op]));

export function operationById<K extends OperationId>(id: K): Extract<AnyOperation, { operationId: K }> {
  const op = byId.get(id);
  if (!op) throw new Error(`No operation ${id}`);
  return op as Extract<AnyOperation, { operationId: K }>;
}
