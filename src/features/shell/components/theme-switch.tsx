import { Moon, Sun } from 'lucide-react';
import { setThemeChoice, useTheme } from '../../../lib/theme';

/** Dark mode on or off at once; Settings → Profile also offers "as the system". */
export function ThemeSwitch() {
  const { scheme } = useTheme();
  const dark = scheme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => setThemeChoice(dark ? 'light' : 'dark')}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      {dark ? <Moon aria-hidden="true" className="size-5" /> : <Sun aria-hidden="true" className="size-5" />}
      <span className="sr-only">Dark mode</span>
    </button>
  );
}
