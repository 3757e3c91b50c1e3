import { Ellipsis } from 'lucide-react';
import { Fragment, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { menuKey, useCloseOnOutsidePress } from './menu-keys';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** What cannot be taken back: red, and set apart from the rest. */
  destructive?: boolean;
  disabled?: boolean;
}

interface MenuProps {
  /** The button's accessible name, such as "More actions for post “Saturday cupping”". */
  label: string;
  items: MenuItem[];
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm focus:outline-none disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * A "more actions" button and its menu (the WAI-ARIA menu button pattern): Enter, Space or the arrows open it,
 * the arrows, Home and End move between items, Escape closes it and gives focus back to the button, and a click
 * elsewhere or Tab closes it. Destructive items come last, in red, after a separator.
 */
export function Menu({ label, items }: MenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const ordered = [...items.filter((i) => !i.destructive), ...items.filter((i) => i.destructive)];
  const firstDestructive = ordered.findIndex((i) => i.destructive);

  const enabledItems = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const list = enabledItems();
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);
  useCloseOnOutsidePress(
    wrapper,
    Boolean(open),
    useCallback(() => setOpen(false), []),
  );

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent) =>
    menuKey(event, { items: enabledItems, onEscape: () => close(true), onTab: () => close(false) });

  return (
    <div ref={wrapper} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKey}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-30 mt-1 min-w-52 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {ordered.map((item, index) => (
            <Fragment key={item.label}>
              {index === firstDestructive && index > 0 && (
                <div role="separator" className="my-1 border-t border-slate-200" />
              )}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={`${itemClass} ${
                  item.destructive
                    ? 'text-red-700 hover:bg-red-50 focus:bg-red-50'
                    : 'text-slate-800 hover:bg-slate-100 focus:bg-slate-100'
                }`}
              >
                {item.icon}
                {item.label}
              </button>
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
