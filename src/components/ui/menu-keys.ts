import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** While `open`, a press of the pointer outside `wrapper` (the button and its menu) calls `onClose`. */
export function useCloseOnOutsidePress(wrapper: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [wrapper, open, onClose]);
}

/**
 * A key pressed in an open menu (the WAI-ARIA menu button pattern), from its `onKeyDown`: the arrows, Home and End move
 * between `items()` (round the ends), Escape calls `onEscape` and goes no further (inside a dialog it closes the menu
 * only), Tab calls `onTab`. With `nameOf`, a letter moves to the next item whose name starts with it.
 */
export function menuKey(
  event: KeyboardEvent,
  options: {
    items: () => HTMLElement[];
    onEscape: () => void;
    onTab: () => void;
    nameOf?: (item: HTMLElement) => string | undefined;
  },
) {
  const list = options.items();
  const at = list.indexOf(document.activeElement as HTMLElement);
  const move = (index: number) => {
    event.preventDefault();
    list[(index + list.length) % list.length]?.focus();
  };
  if (event.key === 'ArrowDown') move(at + 1);
  else if (event.key === 'ArrowUp') move(at - 1);
  else if (event.key === 'Home') move(0);
  else if (event.key === 'End') move(list.length - 1);
  else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    options.onEscape();
  } else if (event.key === 'Tab') options.onTab();
  else if (
    options.nameOf &&
    event.key.length === 1 &&
    /\S/.test(event.key) &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  ) {
    const letter = event.key.toLowerCase();
    const next = [...list.slice(at + 1), ...list.slice(0, at + 1)].find((item) =>
      options.nameOf!(item)?.toLowerCase().startsWith(letter),
    );
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }
}
