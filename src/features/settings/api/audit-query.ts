import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditListQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { auditList } from '../../../api/generated/sdk.gen';
import type { AuditListResponse } from '../../../api/generated/types.gen';

const PAGE = 50;

/** The generated key of the audit log, marked as its paged (infinite) form. */
export const auditLogKey = () => [{ ...auditListQueryKey({ query: { limit: PAGE } })[0], _infinite: true as const }];

/** The audit log, newest first, 50 events a page; the next page starts before the last event seen. */
export const auditLogOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogKey(),
    queryFn: async ({ pageParam, signal }) =>
      (await auditList({ query: { limit: PAGE, ...pageParam }, signal, throwOnError: true })).data,
    initialPageParam: {} as { before_id?: number },
    getNextPageParam: (page: AuditListResponse) =>
      page.data.more && page.data.events.length ? { before_id: Number(page.data.events.at(-1)!.event_id) } : undefined,
  });
