import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, errorBody, server } from '../testing/server';
import { tokenOf, type DecideBody, type Review, type ReviewPost } from './review-api';
import { ReviewPage } from './review-page';

const TOKEN = 'q3Xk9vT2bLmN8pR4sW6yZ1aC5dE7fG0hJ2kL4mN6pQ8';
const GONE = 'This review link has expired or was withdrawn. Ask whoever sent it for a new one.';

const post = (over: Partial<ReviewPost> = {}): ReviewPost => ({
  post_id: '41',
  channel_id: '11',
  channel_name: 'Northwind Coffee',
  channel_type: 5,
  screen_name: 'northwindcoffee',
  channel_picture: '',
  message: 'Our autumn blend is here',
  link: '',
  picture: 'https://host/media/abc.jpg',
  time: '2026-12-01 09:00:00',
  state: 'waiting',
  decisions: [],
  ...over,
});

const review = (posts: ReviewPost[]): Review => ({
  workspace_name: 'Northwind Coffee',
  timezone: 'America/New_York',
  clock: '24h',
  note: "Next week's posts, please look by Friday",
  created_by_name: 'Maya Chen',
  expires_at: '2026-12-05 20:31:00',
  posts,
});

/** What the page sent: every request's URL and its X-Review-Token header. */
let requests: { url: string; token: string | null }[] = [];

/** `review/get` answers the review as `current()` has it at each call. */
function serveReview(current: () => Review) {
  server.use(
    http.get(`${API}/review/get`, ({ request }) => {
      requests.push({ url: request.url, token: request.headers.get('X-Review-Token') });
      return HttpResponse.json({ status: 'success', data: current() });
    }),
  );
}

/** `review/decide` records each body and answers what `answer` makes of it. */
function serveDecide(answer: (body: DecideBody) => Response) {
  const bodies: DecideBody[] = [];
  server.use(
    http.post(`${API}/review/decide`, async ({ request }) => {
      requests.push({ url: request.url, token: request.headers.get('X-Review-Token') });
      const body = (await request.json()) as DecideBody;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** The page at a path, as src/review/main.tsx mounts it. */
function renderPage(path = `/review/${TOKEN}`) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ReviewPage token={tokenOf(window.location.pathname)} />
    </QueryClientProvider>,
  );
}

const postCard = (name: RegExp) => screen.findByRole('article', { name });

async function typeName(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(await screen.findByLabelText('Your name'), name);
  await user.click(screen.getByRole('button', { name: 'Save name' }));
}

beforeEach(() => {
  requests = [];
  // A week before the posts go out: no "Today" or "Tomorrow" in the times.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T14:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the review page', () => {
  it('shows who shared what, and each post as on its network with its time in the workspace zone', async () => {
    serveReview(() =>
      review([
        post({
          decisions: [
            { name: 'Dana from Acme', decision: 'changes', comment: 'Say which shops', at: '2026-11-28 10:00:00' },
          ],
        }),
        post({ post_id: '42', channel_type: 1, message: 'Closed already', picture: '', time: '', state: 'closed' }),
      ]),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts to review' })).toBeInTheDocument();
    expect(screen.getByText(/Shared by/)).toHaveTextContent(
      'Shared by Maya Chen. This link works until Sat, Dec 5 20:31. Times are New York time (America/New_York).',
    );
    expect(screen.getByText("Next week's posts, please look by Friday")).toBeInTheDocument();

    const first = await postCard(/Post 1 of 2: Instagram · Northwind Coffee/);
    expect(within(first).getByText('Tue, Dec 1 09:00')).toBeInTheDocument();
    const preview = within(first).getByRole('article', { name: 'Preview on Instagram · Northwind Coffee' });
    expect(within(preview).getByRole('img', { name: /The post’s picture, cropped square/ })).toHaveAttribute(
      'src',
      'https://host/media/abc.jpg',
    );
    expect(within(first).getByText('Waiting for your decision')).toBeInTheDocument();
    const said = within(first).getByRole('list', { name: 'What reviewers said' });
    expect(said).toHaveTextContent('Dana from Acme asked for changes · Sat, Nov 28 10:00Say which shops');

    // A closed post says so, and has nothing to press.
    const closed = await postCard(/Post 2 of 2: X · Northwind Coffee/);
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('when the team sets a time')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(closed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('sends the token in the X-Review-Token header only, never in a URL', async () => {
    serveReview(() => review([post()]));
    serveDecide((body) => HttpResponse.json({ status: 'success', data: { post: post({ post_id: body.post_id }) } }));
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await postCard(/Post 1 of 1/)).getByRole('button', { name: 'Approve' }));
    await screen.findByText('You approved this post.');

    expect(requests.map((r) => r.url)).toEqual([`${API}/review/get`, `${API}/review/decide`]);
    for (const request of requests) {
      expect(request.token).toBe(TOKEN);
      expect(request.url).not.toContain(TOKEN);
    }
    // The browser keeps the name by the token's first characters, not the link itself.
    expect(Object.keys(localStorage).join(' ')).not.toContain(TOKEN);
  });

  it('asks for the name once, then remembers it for this link', async () => {
    serveReview(() => review([post()]));
    const bodies = serveDecide(() => HttpResponse.json({ status: 'success', data: { post: post() } }));
    const user = userEvent.setup();
    const first = renderPage();

    // Deciding before typing a name brings the visitor to the name field.
    await user.click(within(await postCard(/Post 1 of 1/)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your name first');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(bodies).toHaveLength(0);

    // A blank name is refused.
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Type your name, so the team knows who decided.')).toBeInTheDocument();

    await typeName(user, '  Dana from Acme ');
    expect(screen.getByText('Reviewing as')).toHaveTextContent('Reviewing as Dana from Acme');
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    first.unmount();

    // The next visit of this link knows the name; it can still be changed.
    renderPage();
    expect(await screen.findByText('Reviewing as')).toHaveTextContent('Reviewing as Dana from Acme');
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change name' }));
    const field = screen.getByLabelText('Your name');
    expect(field).toHaveValue('Dana from Acme');
    await user.clear(field);
    await typeName(user, 'Dana Lee');
    await user.click(within(await postCard(/Post 1 of 1/)).getByRole('button', { name: 'Approve' }));
    await screen.findByText('You approved this post.');
    expect(bodies).toEqual([{ post_id: '41', decision: 'approve', comment: '', name: 'Dana Lee' }]);
  });

  it('approves a post, and then says who decided what', async () => {
    let current = review([post()]);
    serveReview(() => current);
    const bodies = serveDecide((body) => {
      const decided = post({
        state: 'closed',
        decisions: [{ name: body.name, decision: 'approve', comment: body.comment, at: '2026-11-29 08:15:00' }],
      });
      current = review([decided]);
      return HttpResponse.json({ status: 'success', data: { post: decided } });
    });
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    const card = await postCard(/Post 1 of 1/);
    await user.type(within(card).getByLabelText(/Comment/), 'Lovely');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await within(card).findByRole('status')).toHaveTextContent('You approved this post.');
    expect(bodies).toEqual([{ post_id: '41', decision: 'approve', comment: 'Lovely', name: 'Dana from Acme' }]);
    expect(within(card).getByRole('list', { name: 'What reviewers said' })).toHaveTextContent(
      'Dana from Acme approved · Sun, Nov 29 08:15Lovely',
    );
    expect(within(card).getByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('needs a comment to request changes', async () => {
    serveReview(() => review([post()]));
    const bodies = serveDecide((body) =>
      HttpResponse.json({
        status: 'success',
        data: {
          post: post({
            decisions: [{ name: body.name, decision: 'changes', comment: body.comment, at: '2026-11-29 08:15:00' }],
          }),
        },
      }),
    );
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    const card = await postCard(/Post 1 of 1/);
    await user.click(within(card).getByRole('button', { name: 'Request changes' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Say what to change: a comment is needed');
    const comment = within(card).getByLabelText(/Comment/);
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await user.type(comment, '   ');
    await user.click(within(card).getByRole('button', { name: 'Request changes' }));
    expect(bodies).toHaveLength(0);

    await user.type(comment, 'Name the shops, please');
    await user.click(within(card).getByRole('button', { name: 'Request changes' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('You asked for changes. The team is told.');
    expect(bodies).toEqual([
      { post_id: '41', decision: 'changes', comment: 'Name the shops, please', name: 'Dana from Acme' },
    ]);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'What reviewers said' })).toHaveTextContent(
      'Dana from Acme asked for changes',
    );
  });

  it('reloads the review when someone decided first (409), and says so', async () => {
    let reads = 0;
    serveReview(() => {
      reads += 1;
      return review([
        reads === 1
          ? post()
          : post({
              state: 'closed',
              decisions: [{ name: 'Lee from Acme', decision: 'approve', comment: '', at: '2026-11-29 08:00:00' }],
            }),
      ]);
    });
    serveDecide(() =>
      HttpResponse.json(errorBody('already_decided', 'Lee from Acme decided this post first.'), { status: 409 }),
    );
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    const card = await postCard(/Post 1 of 1/);
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Lee from Acme decided this post first. The review was loaded again: here is where the post stands now.',
    );
    await waitFor(() => expect(within(card).getByText('Closed')).toBeInTheDocument());
    expect(reads).toBe(2);
    expect(within(card).getByRole('list', { name: 'What reviewers said' })).toHaveTextContent('Lee from Acme approved');
    // The message stays once the post is closed.
    expect(within(card).getByRole('alert')).toHaveTextContent('Lee from Acme decided this post first.');
  });

  it('is a page of its own for an expired, withdrawn or unknown link (404)', async () => {
    server.use(http.get(`${API}/review/get`, () => HttpResponse.json(errorBody('not_found', GONE), { status: 404 })));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This review link has expired or was withdrawn' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask whoever sent it for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the same without asking when the address holds no token', async () => {
    renderPage('/review/not-a-token');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This review link has expired or was withdrawn' }),
    ).toBeInTheDocument();
  });

  it('becomes the expired page when the link is withdrawn while it is open', async () => {
    let withdrawn = false;
    server.use(
      http.get(`${API}/review/get`, () =>
        withdrawn
          ? HttpResponse.json(errorBody('not_found', GONE), { status: 404 })
          : HttpResponse.json({ status: 'success', data: review([post()]) }),
      ),
    );
    serveDecide(() => {
      withdrawn = true;
      return HttpResponse.json(errorBody('not_found', GONE), { status: 404 });
    });
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await postCard(/Post 1 of 1/)).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This review link has expired or was withdrawn' }),
    ).toBeInTheDocument();
  });

  it('says what to do when the connection fails, loading or deciding', async () => {
    let online = false;
    server.use(
      http.get(`${API}/review/get`, () =>
        online ? HttpResponse.json({ status: 'success', data: review([post()]) }) : HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The posts could not loadThe connection failed. Check that you are online, then try again.',
    );
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await postCard(/Post 1 of 1/);

    serveDecide(() => HttpResponse.error());
    await typeName(user, 'Dana from Acme');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The connection failed, so nothing was sent. Check that you are online, then try again.',
    );
  });

  it('says how long to wait when there were too many tries (429)', async () => {
    serveReview(() => review([post()]));
    serveDecide(() =>
      HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), {
        status: 429,
        headers: { 'Retry-After': '30' },
      }),
    );
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    const card = await postCard(/Post 1 of 1/);
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many tries in a short time. Wait 30 seconds, then try again.',
    );
  });

  it('approves every waiting post at once, after asking', async () => {
    let current = review([
      post(),
      post({ post_id: '42', message: 'Pumpkin spice returns' }),
      post({ post_id: '43', state: 'feedback' }),
    ]);
    serveReview(() => current);
    const bodies = serveDecide((body) => {
      const decided = post({
        post_id: body.post_id,
        state: 'closed',
        decisions: [{ name: body.name, decision: 'approve', comment: '', at: '2026-11-29 08:15:00' }],
      });
      current = { ...current, posts: current.posts.map((p) => (p.post_id === body.post_id ? decided : p)) };
      return HttpResponse.json({ status: 'success', data: { post: decided } });
    });
    localStorage.setItem(`social-desk.review-name.${TOKEN.slice(0, 8)}`, 'Dana from Acme');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve all 2 waiting' }));
    expect(bodies).toHaveLength(0);
    expect(screen.getByText(/Approve all 2 waiting posts as/)).toHaveTextContent(
      'Approve all 2 waiting posts as Dana from Acme, without comments?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, approve 2 posts' }));

    expect(await screen.findByText('You approved 2 posts.')).toBeInTheDocument();
    expect(bodies.map((b) => [b.post_id, b.decision])).toEqual([
      ['41', 'approve'],
      ['42', 'approve'],
    ]);
    // The post open for feedback was not decided for the visitor.
    expect(within(await postCard(/Post 3 of 3/)).getByText('Open for feedback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve all/ })).not.toBeInTheDocument();
  });
});
