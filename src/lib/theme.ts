import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Scheme = 'light' | 'dark';

const STORAGE_KEY = 'social-desk.theme';
const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = 'system';
let scheme: Scheme = 'light';

function apply() {
  scheme = choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = scheme;
  listeners.forEach((listener) => listener());
}

/**
 * Sets the page's scheme before the first render (so nothing paints in the wrong one) and follows the system's
 * while the person has not chosen one.
 */
export function startTheme() {
  choice = readChoice();
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (choice === 'system') apply();
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    choice = readChoice();
    apply();
  });
  apply();
}

export function setThemeChoice(next: ThemeChoice) {
  choice = next;
  try {
    if (next === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private browsing without storage: the choice lasts for this page.
  }
  apply();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person's choice and the scheme on screen now. */
export function useTheme(): { choice: ThemeChoice; scheme: Scheme } {
  const current = useSyncExternalStore(
    subscribe,
    () => `${choice}:${scheme}`,
    () => 'system:light',
  );
  const [c, s] = current.split(':') as [ThemeChoice, Scheme];
  return { choice: c, scheme: s };
}
