import { beforeAll } from 'vitest';

/**
 * The pane, its choosers and the triage actions come on demand (as they do for a person, lazily, fetched as the
 * pointer or focus reaches the list): the first opening or action in a file would spend most of a test's time
 * compiling them, where a browser has long had them. They are loaded once before the file's tests.
 */
export function warmPane() {
  beforeAll(
    () =>
      Promise.all([
        import('../components/item-pane'),
        import('../components/assign-dialog'),
        import('../components/labels-dialog'),
        import('../components/snooze-dialog'),
        import('../hooks/team-triage'),
        import('../hooks/triage-actions'),
      ]),
    30_000,
  );
}
