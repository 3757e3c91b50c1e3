import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

/**
 * jsdom has no showModal(): without it a <dialog> stays closed, hidden from queries by role. This opens it as the
 * browser would (minus the focus trap, which is the browser's).
 */
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};

// jsdom has no scrolling either (the router scrolls to the top on navigation): a page that scrolls does nothing.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
