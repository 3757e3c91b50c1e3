import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Snippet } from '../../../api/generated/types.gen';
import { outboxResponse } from '../../../testing/outbox-fixtures';
import { renderApp } from '../../../testing/render-app';
import { API, errorBody, server } from '../../../testing/server';

const snippet = (id: string, kind: Snippet['kind'], name: string, body: string): Snippet => ({
  snippet_id: id,
  kind,
  name,
  body,
  created_by: 'Maya Chen',
  created_by_id: '1',
  can_edit: 1,
  updated_at: '2026-06-01 09:00:00',
});

const library = [
  snippet('3', 'hashtags', 'Coffee', '#coffee #specialtycoffee'),
  snippet('5', 'hashtags', 'Pastries', '#cardamom #buns'),
  snippet('4', 'signature', 'Team sign-off', '— the Northwind team'),
];

/** The snippets the service answers, counting how often they are asked for. */
function serveSnippets(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get(`${API}/snippets/list`, () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

/** The composer of a new post on the Instagram channel (15), its message typed. */
async function openComposer(message: string) {
  server.use(http.get(`${API}/posts/get`, () => HttpResponse.json(outboxResponse('15', []))));
  renderApp('/outbox/15');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const composer = await screen.findByRole('dialog', { name: 'New post' });
  const field = within(composer).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  await user.click(field);
  await user.paste(message);
  return { user, composer, field };
}

describe('the composer’s snippets', () => {
  it('are asked for when the menu opens, and put hashtags where the cursor is, by keyboard', async () => {
    const asked = serveSnippets(() => HttpResponse.json({ status: 'success', data: library }));
    const { user, composer, field } = await openComposer('Fresh buns today.');
    expect(asked.count).toBe(0);

    // The cursor after "Fresh", then Ctrl+/ in the message.
    field.setSelectionRange(5, 5);
    await user.keyboard('{Control>}/{/Control}');
    const menu = await within(composer).findByRole('menu', { name: 'Snippets' });
    const coffee = await within(menu).findByRole('menuitem', { name: 'Coffee' });
    await waitFor(() => expect(coffee).toHaveFocus());
    expect(coffee).toHaveAccessibleDescription('#coffee #specialtycoffee');
    expect(within(menu).getByRole('group', { name: 'Signatures' })).toHaveTextContent('Team sign-off');
    expect(asked.count).toBe(1);

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Pastries' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(composer).queryByRole('menu')).not.toBeInTheDocument();
    expect(field).toHaveValue('Fresh #cardamom #buns buns today.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field.selectionStart).toBe('Fresh #cardamom #buns'.length);

    // Opened from the message, Escape gives the message the focus back; the list is not asked for again.
    await user.keyboard('{Control>}/{/Control}');
    await waitFor(() => expect(within(composer).getByRole('menuitem', { name: 'Coffee' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(within(composer).queryByRole('menu')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(asked.count).toBe(1);
  });

  it('put a signature at the end after a blank line, from the button, and give the focus back on Escape', async () => {
    serveSnippets(() => HttpResponse.json({ status: 'success', data: library }));
    const { user, composer, field } = await openComposer('Fresh buns today.');
    const button = within(composer).getByRole('button', { name: 'Insert snippet' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await within(composer).findByRole('menuitem', { name: 'Coffee' });
    await user.keyboard('{Escape}');
    // Only the menu closes, not the composer.
    expect(within(composer).queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(composer).getByRole('menuitem', { name: 'Coffee' })).toHaveFocus());
    // A name's first letter.
    await user.keyboard('t');
    expect(within(composer).getByRole('menuitem', { name: 'Team sign-off' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Fresh buns today.\n\n— the Northwind team');
  });

  it('say what snippets are when there are none, and what failed when they could not be read', async () => {
    let failing = true;
    serveSnippets(() =>
      failing
        ? HttpResponse.json(errorBody('internal_error', 'Something went wrong.'), { status: 500 })
        : HttpResponse.json({ status: 'success', data: [] }),
    );
    const { user, composer } = await openComposer('Buns.');
    await user.click(within(composer).getByRole('button', { name: 'Insert snippet' }));
    const menu = within(composer).getByRole('menu', { name: 'Snippets' });
    expect(await within(menu).findByText('The snippets could not be loaded.')).toBeInTheDocument();
    failing = false;
    const retry = within(menu).getByRole('menuitem', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(
      await within(menu).findByText(/No snippets yet\. Save hashtag groups and signatures in Settings/),
    ).toBeInTheDocument();
    // The words are the menu's one item, disabled, and have the focus to be read out.
    const none = within(menu).getByRole('menuitem');
    expect(none).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(none).toHaveFocus());
  });
});
