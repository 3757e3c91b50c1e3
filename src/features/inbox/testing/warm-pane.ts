import { beforeAll } from 'vitest';

/**
 * The pane and its choosers come on demand (as they do for a person, lazily): the first opening in a file would
 * spend most of a test's time compiling them. They are loaded once before the file's tests.
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
      ]),
    30_000,
  );
}
