import { postsCalendarQueryKey, postsGetQueryKey } from './generated/@tanstack/react-query.gen';

/**
 * Every channel's outbox: the generated key without its channel, which matches every channel's key. A post can
 * touch several channels (groups, copies, approvals, drafts moving), so writes refresh them all.
 */
export function everyOutboxKey() {
  const [{ query: _channel, ...everyChannel }] = postsGetQueryKey({ query: { channel_id: 0 } });
  return [everyChannel];
}

/** Every calendar range: the generated key without its range and filters. */
export function everyCalendarKey() {
  const [{ query: _range, ...everyRange }] = postsCalendarQueryKey({ query: { from: '', to: '' } });
  return [everyRange];
}
