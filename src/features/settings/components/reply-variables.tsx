import { useId } from 'react';
import { REPLY_VARIABLE_MEANINGS, REPLY_VARIABLES, type ReplyVariable } from '../../../../shared/saved-replies';
import { smallButton } from './settings-section';

/**
 * The variables a saved reply may hold, each a button that writes it where the cursor is, with what it stands for.
 * Named by the variable as written ("Insert {first_name}") and described by its meaning.
 */
export function ReplyVariables({ onInsert }: { onInsert: (variable: ReplyVariable) => void }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="text-sm font-semibold">
        Variables
      </p>
      <p className="text-sm text-slate-600">Filled in for each message when the reply is used.</p>
      <ul aria-labelledby={id} className="mt-2 space-y-1.5">
        {REPLY_VARIABLES.map((name) => (
          <li key={name} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <button
              type="button"
              onClick={() => onInsert(name)}
              aria-label={`Insert {${name}}`}
              aria-describedby={`${id}-${name}`}
              className={`${smallButton} rounded-full bg-blue-50 font-mono font-semibold text-blue-900 ring-1 ring-blue-200 hover:bg-blue-100`}
            >
              + {`{${name}}`}
            </button>
            <span id={`${id}-${name}`} className="text-slate-600">
              {REPLY_VARIABLE_MEANINGS[name]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
