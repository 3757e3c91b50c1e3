import { useParams } from '@tanstack/react-router';
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useWorkspace } from '../../../api/use-workspace';
import { mayBeShortcut, TEXT_ENTRY } from '../../../lib/shortcut-keys';
import type { ComposerTarget } from './composer-target';

let dialog: Promise<typeof import('./composer-dialog')> | undefined;
/** The composer's code: fetched when the pointer, the finger or the focus reaches a way to open it, or at `c`. */
export const loadComposer = () => (dialog ??= import('./composer-dialog'));
const ComposerDialog = lazy(async () => ({ default: (await loadComposer()).ComposerDialog }));

/** Without a target, a new post: for the channel of the outbox on screen, else with no channel chosen yet. */
type OpenComposer = (target?: ComposerTarget) => void;
const Open = createContext<OpenComposer>(() => {});

/** Opens the one composer of the page (the shell's): a new post, a post or a draft to edit. */
export const useComposer = () => useContext(Open);

/**
 * The composer, once for every page behind login (decision 066): pages and the header's Create post open it through
 * `useComposer`. `c` outside a text field and a dialog opens a new post, for the channel of the outbox on screen.
 */
export function ComposerProvider({ children, off }: { children: ReactNode; off?: boolean }) {
  const [target, setTarget] = useState<ComposerTarget | null>(null);
  const { role, zone, channels } = useWorkspace();
  const { channelId } = useParams({ strict: false });
  const open: OpenComposer = (next) =>
    setTarget(
      next ?? { mode: 'new', channelIds: channels.some((c) => c.channel_id === channelId) ? [channelId!] : [] },
    );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (off || event.key !== 'c' || event.repeat || !mayBeShortcut(event)) return;
      if (event.target instanceof Element && event.target.closest(TEXT_ENTRY)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <Open.Provider value={open}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <ComposerDialog target={target} onClose={() => setTarget(null)} channels={channels} zone={zone} role={role} />
        </Suspense>
      )}
    </Open.Provider>
  );
}
