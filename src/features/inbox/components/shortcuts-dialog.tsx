import { Dialog } from '../../../components/ui/dialog';
import { shortcuts } from '../hooks/use-inbox-keyboard';

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Work through the inbox without the mouse."
    >
      <dl className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
