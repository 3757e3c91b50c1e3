import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { client } from '../../../api/generated/client.gen';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { API } from '../../../testing/server';
import { fakeInbox, inboxItem } from '../testing/fake-inbox';
import { inboxListKey, itemsOf, type InboxPages } from './inbox-queries';
import { useArchiveItem } from './use-archive-item';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend');

/** The hook with the dashboard's own query client, whose mutation cache tells every failed write. */
function setUp() {
  client.setConfig({ baseUrl: API });
  const queryClient = createQueryClient({ queries: { retry: false } });
  const pages: InboxPages = {
    pages: [{ status: 'success', data: { posts: [noah, elena], active: 2, view_more: 0 } }],
    pageParams: [{}],
  };
  queryClient.setQueryData(inboxListKey({}), pages);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const listed = () => itemsOf(queryClient.getQueryData<InboxPages>(inboxListKey({}))).map((i) => i.user_name);
  return { ...renderHook(() => useArchiveItem(), { wrapper }), listed };
}

describe('archiving an item', () => {
  it('takes it out of the list at once and answers where it was', async () => {
    const service = fakeInbox([noah, elena]);
    const { result, listed } = setUp();
    let positions: unknown;
    await act(async () => {
      positions = await result.current.archive(elena);
    });
    expect(listed()).toEqual(['Noah Kim']);
    expect(positions).toEqual([{ key: inboxListKey({}), page: 0, index: 1, before: undefined }]);
    expect(service.isArchived('2')).toBe(true);
  });

  it('refused: puts it back where it was, and the one place for failed writes says so', async () => {
    fakeInbox([noah, elena], { fail: ['archive'] });
    const { result, listed } = setUp();
    await act(() => result.current.archive(noah).catch(() => undefined));
    expect(listed()).toEqual(['Noah Kim', 'Elena Lee']);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Archiving did not work: The network refused it. The item is back in the list.',
      ),
    );
  });
});
