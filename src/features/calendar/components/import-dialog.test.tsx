import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { client } from '../../../api/generated/client.gen';
import type { PostsImportPreviewResponse, PostsImportResponse } from '../../../api/generated/types.gen';
import { everyOutboxKey } from '../../../api/query-keys';
import { ToastProvider } from '../../../components/ui/toast';
import { saveSession } from '../../../lib/auth/session';
import { createQueryClient } from '../../../lib/query-client';
import { API, errorBody, recordPosts } from '../../../testing/server';
import { ImportDialog } from './import-dialog';

configureApiClient();

type Preview = PostsImportPreviewResponse['data'];
type Row = Preview['rows'][number];

const row = (line: number, message: string, extra: Partial<Row> = {}): Row => ({
  row: line,
  channel_id: '11',
  channel_name: 'Northwind Coffee',
  message,
  link: '',
  picture: '',
  placement: 'queue',
  display_time: '',
  problems: [],
  ...extra,
});
const preview = (rows: Row[], problems: Preview['problems'] = []): PostsImportPreviewResponse => ({
  status: 'success',
  data: {
    valid: problems.length || rows.some((r) => r.problems.length) ? 0 : 1,
    count: rows.length,
    problems,
    rows,
  },
});
const clean = preview([
  row(2, 'Fresh beans, roasted today'),
  row(3, 'Our winter blend is back', { placement: 'pinned', display_time: '2026-12-01 09:00:00' }),
]);
const created: PostsImportResponse = {
  status: 'success',
  data: { message: '2 posts created.', post_id: [40, 41], channel_ids: ['11'] },
};

const CSV = 'channel,message,link,picture,time\nNorthwind Coffee,"Fresh beans, roasted today",,,queue\n';

function renderDialog() {
  client.setConfig({ baseUrl: API });
  saveSession('test-token', 3600);
  const queryClient = createQueryClient({ queries: { retry: false } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ImportDialog open onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onClose, queryClient, user: userEvent.setup() };
}

const paste = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const area = screen.getByRole('textbox', { name: 'Or paste the CSV text' });
  await user.click(area);
  await user.paste(text);
};
const rowsOf = () => within(screen.getByRole('table', { name: /posts the file would create/ })).getAllByRole('row');

/** Puts a calendar and an outbox in the cache, to see the import mark them stale. */
function cacheLists(queryClient: QueryClient) {
  const calendar = [{ _id: 'postsCalendar', baseUrl: API, query: { from: '2026-12-01', to: '2026-12-07' } }];
  const outbox = [{ ...everyOutboxKey()[0], query: { channel_id: 11 } }];
  queryClient.setQueryData(calendar, { status: 'success' });
  queryClient.setQueryData(outbox, { status: 'success' });
  return { calendar, outbox };
}

describe('the CSV import dialog', () => {
  it('shows the columns it expects, with a sample line', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Import posts from a CSV file' });
    expect(within(dialog).getAllByText('channel,message,link,picture,time').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('2026-12-01 09:00:00')).toBeInTheDocument();
    // The sample uses the workspace's first channel, once its channels are known.
    expect(await within(dialog).findByText(/Northwind Coffee,"Fresh beans, roasted today"/)).toHaveTextContent(
      /^channel,message,link,picture,time Northwind Coffee,/,
    );
  });

  it('lists each row’s problems and the file’s, and keeps Create off while there are any', async () => {
    const checks = recordPosts<{ csv: string }>('/posts/importPreview', () =>
      HttpResponse.json(
        preview(
          [
            row(2, 'Fresh beans, roasted today'),
            row(3, 'A post for a channel that is not there', {
              channel_id: '',
              channel_name: '',
              problems: [
                { code: 'unknown_channel', field: 'channel', message: 'No channel is named “Northwind Tea”.' },
              ],
            }),
            row(4, 'Too early', {
              placement: 'pinned',
              display_time: '2026-01-01 09:00:00',
              problems: [
                { code: 'custom_time_in_past', field: 'time', message: 'This time has passed.' },
                { code: 'picture_required', field: 'picture', message: 'Instagram needs a picture.' },
              ],
            }),
          ],
          [{ code: 'unknown_column', field: 'colour', message: 'The column “colour” is not one of ours.' }],
        ),
      ),
    );
    const { user } = renderDialog();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await paste(user, CSV);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const rows = await waitFor(rowsOf);
    expect(checks).toEqual([{ csv: CSV }]);
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Northwind Coffee', 'Fresh beans, roasted today', 'Queue', 'None']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(rows[2]!).getByRole('listitem')).toHaveTextContent('No channel is named “Northwind Tea”.');
    expect(within(rows[3]!).getByText('2026-01-01 09:00')).toBeInTheDocument();
    expect(
      within(rows[3]!)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['This time has passed.', 'Instagram needs a picture.']);
    // Problems are red text (and words: the colour is not the only sign).
    expect(screen.getByText('The column “colour” is not one of ours.').closest('ul')).toHaveClass('text-red-800');
    expect(within(rows[2]!).getByRole('list')).toHaveClass('text-red-800');

    const create = screen.getByRole('button', { name: 'Create 3 posts' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'Nothing can be created while the file has problems and 2 rows have problems: fix them in the file, then check it again.',
    );
  });

  it('creates the checked posts, says so, refreshes the outboxes and calendars, and closes', async () => {
    recordPosts('/posts/importPreview', () => HttpResponse.json(clean));
    const imports = recordPosts<{ csv: string }>('/posts/import', () => HttpResponse.json(created));
    const { user, onClose, queryClient } = renderDialog();
    const { calendar, outbox } = cacheLists(queryClient);
    const file = new File([CSV], 'posts.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Or paste the CSV text' })).toHaveValue(CSV));
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('2 rows checked, no problems.')).toBeInTheDocument();
    expect(within(rowsOf()[2]!).getByText('2026-12-01 09:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create 2 posts' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(imports).toEqual([{ csv: CSV }]);
    expect(screen.getByText('2 posts created')).toBeInTheDocument();
    expect(queryClient.getQueryState(calendar)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(outbox)?.isInvalidated).toBe(true);
  });

  it('shows the service’s reason when it refuses the file, and checks the file again', async () => {
    let checks = 0;
    recordPosts('/posts/importPreview', () => {
      checks += 1;
      return HttpResponse.json(
        checks === 1
          ? clean
          : preview([
              clean.data.rows[0]!,
              {
                ...clean.data.rows[1]!,
                problems: [
                  { code: 'unknown_channel', field: 'channel', message: 'Northwind Coffee was disconnected.' },
                ],
              },
            ]),
      );
    });
    recordPosts('/posts/import', () =>
      HttpResponse.json(
        {
          ...errorBody('import_has_problems', 'Row 3 has a problem now: check the file again.'),
          field: 'csv',
        },
        { status: 400 },
      ),
    );
    const { user, onClose } = renderDialog();
    await paste(user, CSV);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 posts' }));

    expect(await screen.findByText('Row 3 has a problem now: check the file again.')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Northwind Coffee was disconnected.')).toBeInTheDocument();
    expect(checks).toBe(2);
    expect(screen.getByRole('button', { name: 'Create 2 posts' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('forgets a check once the text changes, so Create never sends what was not checked', async () => {
    recordPosts('/posts/importPreview', () => HttpResponse.json(clean));
    const { user } = renderDialog();
    await paste(user, CSV);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('button', { name: 'Create 2 posts' })).toBeEnabled();

    await paste(user, 'Northwind Coffee,One more,,,queue\n');
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
