/** Fields that take text: a key typed there is text, never a shortcut. */
export const TEXT_ENTRY =
  'textarea, select, [contenteditable="true"], input:not([type="checkbox"]):not([type="radio"]):not([type="button"])';

/** Whether a key may be a page's shortcut: no modifier, not taken by something else, no dialog over the page. */
export const mayBeShortcut = (event: KeyboardEvent) =>
  !(event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) &&
  !document.querySelector('dialog[open]');
