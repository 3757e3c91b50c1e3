import { useEffect, useState } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { apiErrorMessage } from '../../../lib/api-error';
import type { Assignee } from '../api/assign-item';
import type { PaneActions, PaneChooser } from '../components/pane-props';

/**
 * The toolbar's team actions: which chooser is open (a key can open one: Shift+A, Shift+L, b), and why the last
 * assignment was refused, shown beside the buttons that asked for it ("Ben Ode has this conversation now.").
 */
export function useTeamChoosers(item: InboxItem, actions: PaneActions, asked: PaneChooser | null, onAsked: () => void) {
  const [open, setOpen] = useState<PaneChooser | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A request opens its chooser as it arrives (while rendering, as React advises for state that follows a prop);
  // the page is told it was taken once this render is done.
  const [heard, setHeard] = useState<PaneChooser | null>(null);
  if (asked !== heard) {
    setHeard(asked);
    if (asked) setOpen(asked);
  }
  useEffect(() => {
    if (asked) onAsked();
  }, [asked, onAsked]);

  const assign = (to: Assignee) => {
    setOpen(null);
    setRefusal(null);
    actions.assign(item, to).catch((error: unknown) => setRefusal(apiErrorMessage(error)));
  };

  return { open, show: setOpen, close: () => setOpen(null), refusal, assign };
}
