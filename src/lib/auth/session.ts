import { isObject } from '../guards';

const KEY = 'social-desk.session';
export interface Session {
  token: string;
  expiresAt: number;
}

/** What localStorage holds under the key, if it is a session (an older version or a hand edit may leave anything). */
function asSession(value: unknown): Session | null {
  if (!isObject(value)) return null;
  const { token, expiresAt } = value;
  return typeof token === 'string' && token.length > 0 && typeof expiresAt === 'number' && Number.isFinite(expiresAt)
    ? { token, expiresAt }
    : null;
}

const listeners = new Set<() => void>();

/** The access token survives reloads (localStorage) until it expires or the user logs out. */
export function readSession(): Session | null {
  try {
    const session = asSession(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return session && session.expiresAt > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, expiresInSeconds: number): void {
  localStorage.setItem(KEY, JSON.stringify({ token, expiresAt: Date.now() + expiresInSeconds * 1000 }));
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** Called when the session starts or ends, here or (through the storage event) in another tab. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
