import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { errorBody } from '../../testing/server';
import { Dialog } from './dialog';
import { ToastProvider, toastStore } from './toast';

const refused = () => Promise.reject(errorBody('forbidden', 'Collaborators can change their own posts only.'));

/** A write that fails, as a feature's hook would make it: no onError of its own, or quiet with its own message. */
function Write({ quiet = false, inDialog = false }: { quiet?: boolean; inDialog?: boolean }) {
  const [open, setOpen] = useState(inDialog);
  const write = useMutation({ mutationFn: refused, meta: { quiet } });
  const button = (
    <button type="button" onClick={() => write.mutate()}>
      Save
    </button>
  );
  return inDialog ? (
    <Dialog open={open} onClose={() => setOpen(false)} title="Edit post">
      {button}
    </Dialog>
  ) : (
    button
  );
}

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const errorToasts = () => within(screen.getByRole('alert')).queryAllByText(/Collaborators can change/);

describe('failed writes', () => {
  it('show the service’s reason once, as an error toast, from the query client’s mutation cache', async () => {
    const user = renderWith(<Write />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Collaborators can change their own posts only.');
  });

  it('show nothing for a write that shows its error itself (meta.quiet)', async () => {
    const user = renderWith(<Write quiet />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errorToasts()).toHaveLength(0);
  });

  it('show above an open modal dialog: the toast is inside it, not under its backdrop', async () => {
    const user = renderWith(<Write inDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Collaborators can change'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // With the dialog gone, the toasts are back on the page.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Collaborators can change');
  });
});

describe('the toast store', () => {
  it('is reachable without React, and a toast’s action runs once and dismisses it', async () => {
    let undone = 0;
    const user = renderWith(null);
    toastStore.show('Post deleted.', { action: { label: 'Undo', run: () => undone++ } });
    const status = await screen.findByRole('status');
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    expect(within(status).queryByText('Post deleted.')).not.toBeInTheDocument();
  });

  it('keeps a toast that offers Undo for 8 seconds, and a plain one for 6', () => {
    vi.useFakeTimers();
    try {
      renderWith(<p>Page</p>);
      act(() => {
        toastStore.show('Archived the conversation (2 items).', { action: { label: 'Undo', run: () => {} } });
        toastStore.show('Saved.');
      });
      act(() => void vi.advanceTimersByTime(6_500));
      expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(2_000));
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
