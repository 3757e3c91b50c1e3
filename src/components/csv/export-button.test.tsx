import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { configureApiClient } from '../../api/client';
import { client } from '../../api/generated/client.gen';
import { saveSession } from '../../lib/auth/session';
import { createQueryClient } from '../../lib/query-client';
import { API, errorBody, server } from '../../testing/server';
import { ToastProvider } from '../ui/toast';
import { ExportButton } from './export-button';
import { fileNameFrom } from './export-csv';

configureApiClient();

function renderButton() {
  client.setConfig({ baseUrl: API });
  saveSession('test-token', 3600);
  render(
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      <ToastProvider>
        <ExportButton kind="plan" from="2026-12-01" to="2026-12-07" channelIds={['11', '15']} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

let createObjectURL: Mock<(blob: Blob) => string>;
let click: MockInstance<() => void>;

beforeEach(() => {
  createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the Export CSV button', () => {
  it('downloads the file as served, with the session’s token in the header and the service’s file name', async () => {
    let asked: Request | undefined;
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('post_id,message\r\n1,Café\r\n')]);
    server.use(
      http.get(`${API}/posts/export`, ({ request }) => {
        asked = request;
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="plan-2026-12-01.csv"',
          },
        });
      }),
    );
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('plan-2026-12-01.csv');
    expect(asked!.headers.get('authorization')).toBe('Bearer test-token');
    expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({
      kind: 'plan',
      from: '2026-12-01',
      to: '2026-12-07',
      channel_ids: '11_15',
    });
    // The byte-order mark spreadsheets read UTF-8 by is kept.
    const blob = createObjectURL.mock.calls[0]![0];
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(await screen.findByText('Downloaded plan-2026-12-01.csv.')).toHaveAttribute('role', 'status');
  });

  it('says it is working while the file comes, and names the file itself when the service does not', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/posts/export`, async () => {
        await held;
        return new HttpResponse('post_id\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();

    release();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'social-desk-plan-2026-12-01-to-2026-12-07.csv',
    );
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('tells a refusal in a toast, and downloads nothing', async () => {
    server.use(
      http.get(`${API}/posts/export`, () =>
        HttpResponse.json(errorBody('invalid_parameter', 'Choose at most 366 days.'), { status: 400 }),
      ),
    );
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV file did not download. Choose at most 366 days.',
    );
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('fileNameFrom', () => {
  it('reads the name a Content-Disposition gives, preferring the UTF-8 one', () => {
    expect(fileNameFrom('attachment; filename="history.csv"')).toBe('history.csv');
    expect(fileNameFrom('attachment; filename=history.csv')).toBe('history.csv');
    expect(fileNameFrom(`attachment; filename="plan.csv"; filename*=UTF-8''caf%C3%A9-plan.csv`)).toBe('café-plan.csv');
    expect(fileNameFrom('attachment')).toBeUndefined();
    expect(fileNameFrom(null)).toBeUndefined();
  });
});
