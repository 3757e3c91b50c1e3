import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { client } from '../../../api/generated/client.gen';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { API } from '../../../testing/server';
import { fakeInbox, inboxItem } from '../testing/fake-inbox';
import { inboxListKey, itemsOf, type InboxPages } from './inbox-queries';
import { archiveItem } from './archive-item';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const elena = inboxItem(2, 'Elena Lee', 'Loved the new blend');

/** The call with the dashboard's own query client, whose mutation cache tells every failed write (in a toast). */
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
  render(<p>Inbox</p>, { wrapper });
  return { archive: (item: typeof noah) => archiveItem(queryClient, item), listed };
}

describe('archiving an item', () => {
  it('takes it out of the list at once and answers where it was', async () => {
    const service = fakeInbox([noah, elena]);
    const { archive, listed } = setUp();
    let positions: unknown;
    await act(async () => {
      positions = await archive(elena);
    });
    expect(listed()).toEqual(['Noah Kim']);
    expect(positions).toEqual([{ key: inboxListKey({}), page: 0, index: 1, before: undefined }]);
    expect(service.isArchived('2')).toBe(true);
  });

  it('refused: puts it back where it was, and the one place for failed writes says so', async () => {
    fakeInbox([noah, elena], { fail: ['archive'] });
    const { archive, listed } = setUp();
    await act(() => archive(noah).catch(() => undefined));
    expect(listed()).toEqual(['Noah Kim', 'Elena Lee']);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Archiving did not work: The network refused it. The item is back in the list.',
      ),
    );
  });
});
