import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-delete';
import { renderApp } from '../../../testing/render-app';
import { account, API, server } from '../../../testing/server';
import { answerOf } from '../utils/item-abilities';
import { fakeAnswers, savedReply } from '../testing/fake-answers';
import { fakeInbox, inboxItem } from '../testing/fake-inbox';
import { layOutInboxList, pane } from '../testing/inbox-screen';
import { renderAnswerArea } from '../testing/render-answer-area';

const noah = inboxItem(1, 'Noah Kim', 'Is the oat milk back?');
const open = '/inbox?item=1&itemChannel=11';

/** A note of the team on Noah's conversation. */
const noteBy = (id: number, name: string, userId: string, text: string) =>
  inboxItem(id, name, text, {
    user_id: `member-${userId}`,
    parent_id: '1',
    get_conversation_id: '1',
    work_id: '1',
    is_note: 1,
    is_unread: '0',
    is_actionable: 0,
  });

const library = [
  savedReply(1, 'Oat milk is back', 'Hi {first_name}, oat milk is back at every shop. {my_name} at {channel_name}', 4),
  savedReply(2, 'Refund sent', 'Hi {first_name}, your refund is on its way.', 9),
  savedReply(3, 'Opening hours', 'We open at 7 on weekdays and 8 at weekends.', 1),
];

// Each first opening of the pane in a file loads its code, and typing is keystroke by keystroke.
describe('the answer area', { timeout: 15_000 }, () => {
  beforeEach(layOutInboxList);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes an internal note that the thread shows as one, keeping the reply typed meanwhile', async () => {
    fakeInbox([noah]);
    const service = fakeAnswers([noah]);
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();

    await user.type(within(article).getByRole('textbox', { name: 'Your reply' }), 'Yes, since');
    await user.click(within(article).getByRole('tab', { name: 'Internal note' }));
    expect(within(article).getByRole('tab', { name: 'Internal note' })).toHaveAttribute('aria-selected', 'true');
    const note = within(article).getByRole('textbox', { name: 'Internal note' });
    await user.type(note, 'Refund already sent on Monday.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Note added. Only your team sees it.')).toBeInTheDocument();
    expect(service.notes).toEqual([{ post_id: 1, channel_id: 11, message: 'Refund already sent on Monday.' }]);
    expect(note).toHaveValue('');
    const shown = (await within(article).findByText('Refund already sent on Monday.')).closest('li')!;
    expect(shown).toHaveTextContent(/Internal note·Maya Chen·/);

    await user.click(within(article).getByRole('tab', { name: 'Reply' }));
    expect(within(article).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Yes, since');
  });

  it('holds a note to 5,000 characters, with a counter near the limit', async () => {
    fakeInbox([noah]);
    const service = fakeAnswers([noah]);
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    await user.click(within(article).getByRole('tab', { name: 'Internal note' }));
    const note = within(article).getByRole('textbox', { name: 'Internal note' });
    const add = within(article).getByRole('button', { name: 'Add note' });

    fireEvent.change(note, { target: { value: 'a'.repeat(4499) } });
    expect(within(article).queryByText(/of 5,000 characters/)).not.toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'a'.repeat(5001) } });
    expect(within(article).getByText('Too long: 5,001 of 5,000 characters')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(add).toBeDisabled();
    await user.type(note, '{Control>}{Enter}{/Control}');
    expect(service.notes).toEqual([]);

    fireEvent.change(note, { target: { value: `${'a'.repeat(5000)}  ` } });
    expect(within(article).getByText('5,000 of 5,000 characters')).toBeInTheDocument();
    await user.click(add);
    await waitFor(() => expect(service.notes.map((n) => n.message.length)).toEqual([5000]));
  });

  it('suggests teammates after @, by keyboard, and says who was told', async () => {
    fakeInbox([noah]);
    const service = fakeAnswers([noah], {
      team: [
        { user_id: '1', name: 'Maya Chen' },
        { user_id: '2', name: 'Sam Rivera' },
        { user_id: '3', name: 'Sara Ortiz' },
      ],
    });
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    await user.click(within(article).getByRole('tab', { name: 'Internal note' }));
    const note = within(article).getByRole('textbox', { name: 'Internal note' });

    await user.type(note, 'Ask @sa');
    const list = await within(article).findByRole('listbox', { name: 'Teammates to mention' });
    // The caller is not among them: naming oneself tells nobody.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sam Rivera', 'Sara Ortiz']);
    expect(note).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getByRole('option', { name: 'Sam Rivera' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Sara Ortiz' })).toHaveAttribute('aria-selected', 'true');
    expect(note).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Sara Ortiz' }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(note).toHaveValue('Ask @Sam Rivera ');
    expect(within(article).queryByRole('listbox')).not.toBeInTheDocument();

    // Esc closes the list only: the conversation stays open, the text as it was.
    await user.type(note, 'and @s');
    expect(await within(article).findByRole('listbox', { name: 'Teammates to mention' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(article).queryByRole('listbox')).not.toBeInTheDocument();
    expect(await pane()).toBeInTheDocument();
    await user.keyboard('{Backspace}sara');
    expect(within(article).getByRole('option', { name: 'Sara Ortiz' })).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(note).toHaveValue('Ask @Sam Rivera and @Sara Ortiz ');

    await user.click(within(article).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added. Sam Rivera and Sara Ortiz were told.')).toBeInTheDocument();
    expect(service.notes.at(-1)!.message).toBe('Ask @Sam Rivera and @Sara Ortiz');
  });

  it('shows notes as internal, names emphasised, and lets their author delete one, with Undo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${API}/account/get`, () =>
        HttpResponse.json({
          ...account,
          data: { ...account.data, user: { ...account.data.user, role: 'collaborator' } },
        }),
      ),
    );
    fakeInbox([noah]);
    const service = fakeAnswers([noah], {
      notes: [
        noteBy(5, 'Sam Rivera', '2', 'Refund sent, @Maya Chen please check.'),
        noteBy(6, 'Maya Chen', '1', 'Checked, thanks.'),
      ],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(open);
    const article = await pane();
    const thread = within(article).getByRole('list', { name: 'Conversation' });

    const sams = (await within(thread).findByText(/Refund sent/)).closest('li')!;
    expect(sams).toHaveTextContent(/^Internal note·Sam Rivera·/);
    expect(await within(sams).findByText('@Maya Chen', { selector: 'strong' })).toBeInTheDocument();
    // A collaborator deletes their own notes only (decision 042).
    expect(within(sams).queryByRole('button', { name: /Delete note/ })).not.toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Delete note by Maya Chen' }));

    expect(within(thread).queryByText('Checked, thanks.')).not.toBeInTheDocument();
    const toast = screen.getByText('Note deleted.').closest<HTMLElement>('[role="status"]')!;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await within(thread).findByText('Checked, thanks.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 1000);
    expect(service.deletedNotes).toEqual([]);

    await user.click(within(thread).getByRole('button', { name: 'Delete note by Maya Chen' }));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    await waitFor(() => expect(service.deletedNotes).toEqual([6]));
    await vi.advanceTimersByTimeAsync(500);
    expect(within(thread).queryByText('Checked, thanks.')).not.toBeInTheDocument();
    expect(within(thread).getByText(/Refund sent/)).toBeInTheDocument();
  });

  it('inserts a saved reply by keyboard, filled for this item, at the cursor, and counts it once sent', async () => {
    fakeInbox([noah]);
    const service = fakeAnswers([noah], { savedReplies: library });
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    await user.type(reply, 'Good news!  Thanks.');
    (reply as HTMLTextAreaElement).setSelectionRange(11, 11);

    await user.keyboard('{Control>}/{/Control}');
    const search = await within(article).findByRole('combobox', { name: 'Search saved replies' });
    expect(search).toHaveFocus();
    const options = () =>
      within(article)
        .getAllByRole('option')
        .map((o) => o.firstChild!.textContent);
    // The most used first.
    await waitFor(() => expect(options()).toEqual(['Refund sent', 'Oat milk is back', 'Opening hours']));
    await user.keyboard('milk');
    expect(options()).toEqual(['Oat milk is back']);
    await user.keyboard('{Backspace>4}hi');
    // "hi" is in two texts and no title: both, most used first.
    expect(options()).toEqual(['Refund sent', 'Oat milk is back']);
    await user.keyboard('{ArrowDown}');
    expect(within(article).getByRole('option', { name: /Oat milk is back/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(within(article).queryByRole('combobox', { name: 'Search saved replies' })).not.toBeInTheDocument();
    const filled = 'Hi Noah, oat milk is back at every shop. Maya Chen at northwindcoffee';
    expect(reply).toHaveValue(`Good news! ${filled} Thanks.`);
    await waitFor(() => expect(reply).toHaveFocus());
    expect((reply as HTMLTextAreaElement).selectionStart).toBe(11 + filled.length);
    expect(within(article).getByText('88/280 characters')).toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(service.uses).toEqual([1]));
    expect(service.answers.at(-1)!.message).toBe(`Good news! ${filled} Thanks.`);
  });

  it('checks the reply against the network’s length before sending', async () => {
    fakeInbox([noah]);
    const service = fakeAnswers([noah], {
      savedReplies: [savedReply(4, 'Long story', `Hi {first_name}, ${'so much to say. '.repeat(20)}`)],
    });
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    await user.click(within(article).getByRole('button', { name: 'Saved replies' }));
    await within(article).findByRole('option', { name: /Long story/ });
    await user.keyboard('{Enter}');

    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    expect(reply).toHaveAccessibleDescription('Too long for X: 328/280 characters');
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(within(article).getByRole('button', { name: 'Reply' })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(service.answers).toEqual([]);
  });

  it('says how the library is filled when it is empty', async () => {
    fakeInbox([noah]);
    fakeAnswers([noah], { savedReplies: [] });
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    await user.click(within(article).getByRole('button', { name: 'Saved replies' }));
    expect(
      await within(article).findByText(/No saved replies yet. Owners and admins add them in Settings/),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(within(article).queryByRole('combobox', { name: 'Search saved replies' })).not.toBeInTheDocument();
    expect(within(article).getByRole('textbox', { name: 'Your reply' })).toHaveFocus();
  });
});

describe('an answer written while a teammate answered', { timeout: 15_000 }, () => {
  beforeEach(layOutInboxList);
  afterEach(() => vi.restoreAllMocks());

  async function refused() {
    fakeInbox([noah]);
    const service = fakeAnswers([noah]);
    const user = userEvent.setup();
    renderApp(open);
    const article = await pane();
    const reply = within(article).getByRole('textbox', { name: 'Your reply' });
    await within(article).findByRole('list', { name: 'Conversation' });
    await user.type(reply, 'It is back since Monday.');
    service.answeredBy('Sam Rivera', '1', 'Yes! Back in every shop.');
    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Rivera answered while you were writing' });
    return { service, user, article, reply, dialog };
  }

  it('shows their answer and keeps mine to edit, checked from there on', async () => {
    const { service, user, reply, dialog } = await refused();
    expect(service.answers.at(-1)!.seen_last_id).toBe(1);
    const theirs = (await within(dialog).findByText('Yes! Back in every shop.')).closest('li')!;
    expect(theirs).toHaveTextContent(/^Sam Rivera as Northwind Coffee · /);
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reply).toHaveValue('It is back since Monday.');
    expect(reply).toHaveFocus();
    await user.type(reply, ' See you!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Reply posted.')).toBeInTheDocument();
    expect(service.answers.at(-1)).toMatchObject({ message: 'It is back since Monday. See you!', seen_last_id: 100 });
  });

  it('sends mine anyway, with the newest item seen', async () => {
    const { service, user, reply, dialog, article } = await refused();
    await user.click(within(dialog).getByRole('button', { name: 'Send mine anyway' }));

    expect(await screen.findByText('Reply posted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(service.answers.map((a) => a.seen_last_id)).toEqual([1, 100]);
    expect(reply).toHaveValue('');
    expect(await within(article).findByText('It is back since Monday.')).toBeInTheDocument();
  });
});

describe('the answer area’s props', { timeout: 15_000 }, () => {
  beforeEach(() => void fakeAnswers([noah]));

  it('puts the cursor where each key asks: the reply, the note, the saved replies', async () => {
    const { onFocused, refocus } = renderAnswerArea({ item: noah, answer: answerOf(noah)!, focus: 'reply' });
    const reply = await screen.findByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(reply).toHaveFocus());
    expect(onFocused).toHaveBeenCalledTimes(1);

    refocus('note');
    const note = screen.getByRole('textbox', { name: 'Internal note' });
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Internal note' })).toHaveAttribute('aria-selected', 'true');
    expect(onFocused).toHaveBeenCalledTimes(2);

    refocus(null);
    refocus('saved');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search saved replies' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Reply' })).toHaveAttribute('aria-selected', 'true');
    expect(onFocused).toHaveBeenCalledTimes(3);
  });

  it('offers the note alone where the network takes no answer, and says so', async () => {
    const { onFocused } = renderAnswerArea({ item: noah, answer: undefined, focus: 'reply' });
    expect(await screen.findByText(/X does not take answers to this kind of item/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Internal note']);
    expect(screen.getByRole('textbox', { name: 'Internal note' })).toBeVisible();
    await waitFor(() => expect(onFocused).toHaveBeenCalled());
  });

  it('says the caller is typing a reply, and not when they type a note', async () => {
    const user = userEvent.setup();
    const { onTyping } = renderAnswerArea({ item: noah, answer: answerOf(noah)! });
    await user.click(await screen.findByRole('tab', { name: 'Internal note' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal note' }), 'For the team');
    expect(onTyping).not.toHaveBeenCalledWith(true);

    await user.click(screen.getByRole('tab', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Hello');
    expect(onTyping).toHaveBeenLastCalledWith(true);
    // Looking at the note again is not typing a reply.
    await user.click(screen.getByRole('tab', { name: 'Internal note' }));
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });
});
