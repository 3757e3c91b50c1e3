import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RepliesCreateData, RepliesUpdateData, SavedReply } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';
import { signedInAs } from './test-support';

const savedReply = (id: string, title: string, text: string, extra: Partial<SavedReply> = {}): SavedReply => ({
  reply_id: id,
  title,
  text,
  use_count: 0,
  created_by: 'Maya Chen',
  updated_at: '2026-06-01 09:00:00',
  ...extra,
});

const hours = savedReply('4', 'Opening hours', 'Hi {first_name}, we open at 7:00 every day. {my_name}', {
  use_count: 12,
});

/** The library as the service keeps it, changed by the writes a test answers. */
function serveReplies(initial: SavedReply[]) {
  let replies = initial;
  server.use(http.get(`${API}/replies/list`, () => HttpResponse.json({ status: 'success', data: replies })));
  return { set: (next: SavedReply[]) => (replies = next) };
}

describe('the Saved replies settings', () => {
  it('says what saved replies are for, then writes one with a variable, previewed as the service fills it', async () => {
    const replies = serveReplies([]);
    const created = recordPosts<RepliesCreateData['body']>('/replies/create', (body) => {
      const made = savedReply('9', body.title, body.text);
      replies.set([made]);
      return HttpResponse.json({ status: 'success', data: made });
    });
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    expect(
      await screen.findByText(/No saved replies yet\. Write the answers your team types most/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New saved reply' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved reply' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Refund sent');
    const text = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' });
    await user.type(text, 'Hi , the refund is on its way. ');
    // The variable goes where the cursor is: after "Hi ".
    text.setSelectionRange(3, 3);
    const firstName = within(dialog).getByRole('button', { name: 'Insert {first_name}' });
    expect(firstName).toHaveAccessibleDescription('the first name of the person the reply answers');
    await user.click(firstName);
    await waitFor(() => expect(text).toHaveFocus());
    await user.keyboard('!');
    text.setSelectionRange(text.value.length, text.value.length);
    await user.click(within(dialog).getByRole('button', { name: 'Insert {my_name}' }));
    expect(text).toHaveValue('Hi {first_name}!, the refund is on its way. {my_name}');
    expect(text).toHaveAccessibleDescription(/53 of 5,000 characters\./);

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Answering Alex Morgan on northwindcoffee, sent by Maya Chen.');
    expect(preview).toHaveTextContent('Hi Alex!, the refund is on its way. Maya Chen');

    await user.click(within(dialog).getByRole('button', { name: 'Add saved reply' }));
    expect(await screen.findByText('Saved reply “Refund sent” added: the whole team can use it.')).toBeInTheDocument();
    expect(created).toEqual([{ title: 'Refund sent', text: 'Hi {first_name}!, the refund is on its way. {my_name}' }]);
    const list = await screen.findByRole('list', { name: 'Saved replies' });
    expect(within(list).getByText('Refund sent')).toBeInTheDocument();
    expect(list).toHaveTextContent('Not used yet · by Maya Chen');
  });

  it('lists each reply with an excerpt and how often it was used, and edits only what changed', async () => {
    const replies = serveReplies([hours]);
    const updated = recordPosts<RepliesUpdateData['body']>('/replies/update', (body) => {
      const changed = { ...hours, title: body.title ?? hours.title, text: body.text ?? hours.text };
      replies.set([changed]);
      return HttpResponse.json({ status: 'success', data: changed });
    });
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    const list = await screen.findByRole('list', { name: 'Saved replies' });
    expect(list).toHaveTextContent('Hi {first_name}, we open at 7:00 every day. {my_name}');
    expect(list).toHaveTextContent('Used 12 times · by Maya Chen');
    expect(screen.getByText('1 of at most 500, by title.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit Opening hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the saved reply Opening hours' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'We open at 8:00 on weekdays.');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));

    expect(await screen.findByText('Saved reply “Opening hours” saved.')).toBeInTheDocument();
    expect(updated).toEqual([{ reply_id: 4, text: 'We open at 8:00 on weekdays.' }]);
    expect(await within(list).findByText('We open at 8:00 on weekdays.')).toBeInTheDocument();
  });

  it('refuses an unknown variable before sending, naming the known ones', async () => {
    serveReplies([]);
    const created = recordPosts('/replies/create', () => HttpResponse.json({ status: 'success' }));
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    await user.click(await screen.findByRole('button', { name: 'New saved reply' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved reply' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Hello');
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.type(text, 'Hi {{firstname}');
    await user.click(within(dialog).getByRole('button', { name: 'Add saved reply' }));
    expect(text).toHaveAccessibleDescription(
      /\{firstname\} is not a variable: use \{first_name\}, \{channel_name\}, \{my_name\}\./,
    );
    expect(text).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('shows the service’s refusal of a taken title beside the title', async () => {
    serveReplies([hours]);
    recordPosts('/replies/create', () =>
      HttpResponse.json(
        errorBody(
          'reply_exists',
          'There is a saved reply titled “Opening hours” already (titles are compared whatever the case).',
        ),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    await user.click(await screen.findByRole('button', { name: 'New saved reply' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved reply' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'opening hours');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'We open at 7.');
    await user.click(within(dialog).getByRole('button', { name: 'Add saved reply' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(/There is a saved reply titled “Opening hours” already/),
    );
    expect(title).toHaveFocus();
  });

  it('asks before deleting a reply, then deletes it', async () => {
    const replies = serveReplies([hours]);
    const deleted = recordPosts<{ reply_id: number }>('/replies/delete', () => {
      replies.set([]);
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    await user.click(await screen.findByRole('button', { name: 'Delete Opening hours' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the saved reply Opening hours?' });
    expect(confirm).toHaveTextContent('Messages already sent with it stay as they were');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete saved reply' }));
    expect(await screen.findByText('Saved reply deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ reply_id: 4 }]);
    expect(await screen.findByText(/No saved replies yet\./)).toBeInTheDocument();
  });

  it('tells a refused delete in a toast and keeps the reply', async () => {
    serveReplies([hours]);
    recordPosts('/replies/delete', () =>
      HttpResponse.json(errorBody('forbidden', 'Only owners and admins manage saved replies.'), { status: 403 }),
    );
    const user = userEvent.setup();
    renderApp('/settings/saved-replies');
    await user.click(await screen.findByRole('button', { name: 'Delete Opening hours' }));
    await user.click(screen.getByRole('button', { name: 'Delete saved reply' }));
    expect(
      await screen.findByText('The saved reply was not deleted. Only owners and admins manage saved replies.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Saved replies' })).toHaveTextContent('Opening hours');
  });

  it('is not offered to a collaborator, who lands on their profile', async () => {
    signedInAs('collaborator');
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const { router } = renderApp('/settings/saved-replies');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).queryByRole('link', { name: 'Saved replies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New saved reply' })).not.toBeInTheDocument();
  });
});
