import { useState } from 'react';

/**
 * Where the visitor's name is kept for this link's next visit: keyed by the token's first 8 characters, which tell
 * links apart without keeping the link itself (the rest, 210 bits, stays secret) in the browser's storage.
 */
const keyOf = (token: string) => `social-desk.review-name.${token.slice(0, 8)}`;

function read(token: string): string {
  try {
    return window.localStorage.getItem(keyOf(token)) ?? '';
  } catch {
    return '';
  }
}

/** The name the visitor typed for this link, remembered in localStorage. */
export function useVisitorName(token: string): [string, (name: string) => void] {
  const [name, setName] = useState(() => read(token));
  const save = (next: string) => {
    setName(next);
    try {
      window.localStorage.setItem(keyOf(token), next);
    } catch {
      // Private browsing without storage: the name lasts for this visit.
    }
  };
  return [name, save];
}
