import { passwordRules } from '../../lib/password';

/**
 * The password rules, each shown met or not while the person types. A polite live region: a screen reader hears a
 * rule when its state changes, not on every keystroke (the text changes only then).
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" aria-live="polite" className="space-y-0.5 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={`flex items-center gap-2 ${met ? 'text-green-800' : 'text-slate-600'}`}>
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {met ? '✓' : '○'}
            </span>
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
