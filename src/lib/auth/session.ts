import { z } from 'zod';

const KEY = 'social-desk.session';
const session = z.object({ token: z.string().min(1), expiresAt: z.number() });
export type Session = z.infer<typeof session>;

const listeners = new Set<() => void>();

/** The access token survives reloads (localStorage) until it expires or the user logs out. */
export function readSession(): Session | null {
  try {
    const parsed = session.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (!parsed.success || parsed.data.expiresAt <= Date.now()) return null;
    return parsed.data;
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
