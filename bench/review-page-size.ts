// The review page's size: the initial JavaScript of /review/{token} (review.html, a page of its own for people
// without an account), gzip, against the bare page dashboard-size measures. Its budget is the same 1.3×.
import type { Figure } from './figures.ts';
import { pageAgainstBare, stubApi } from './page-size.ts';

const post = (n: number, state: 'waiting' | 'feedback' | 'closed') => ({
  post_id: String(40 + n),
  channel_id: '15',
  channel_name: 'Northwind Cafe',
  channel_type: 5,
  screen_name: 'northwind.cafe',
  channel_picture: '',
  message: `Post ${n}: our autumn blend is here, in every shop from Monday.`,
  link: n === 2 ? 'https://northwind.example/autumn' : '',
  picture: '/demo/beans.png',
  time: `2026-12-0${n} 09:00:00`,
  state,
  decisions:
    state === 'waiting'
      ? []
      : [{ name: 'Dana from Acme', decision: 'changes', comment: 'Say which shops', at: '2026-11-28 10:00:00' }],
});

/** The two calls the page makes, as the review's JSON answers them. */
const api = {
  'review/get': {
    status: 'success',
    data: {
      workspace_name: 'Northwind Coffee',
      timezone: 'America/New_York',
      clock: '24h',
      note: "Next week's posts, please look by Friday",
      created_by_name: 'Maya Chen',
      expires_at: '2026-12-05 20:31:00',
      posts: [post(1, 'waiting'), post(2, 'waiting'), post(3, 'feedback'), post(4, 'closed')],
    },
  },
  'review/decide': { status: 'success', data: { post: post(1, 'closed') } },
};

export const reviewPageSize = (): Promise<Figure[]> =>
  pageAgainstBare({
    name: 'review page',
    short: 'review page',
    path: `/review/${'q3Xk9vT2bLmN8pR4sW6yZ1aC5dE7fG0hJ2kL4mN6pQ8'}`,
    // The service serves review.html at /review/{token}; everything else is the dashboard's.
    pageOf: (path) => (path.startsWith('/review/') ? 'review.html' : 'index.html'),
    prepare: stubApi(api),
    ready: 'Posts to review',
  });
