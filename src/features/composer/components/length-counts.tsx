import type { LengthCheck } from '../../../lib/text-length';

/** A text's length as each chosen network counts it, over-long ones in red: "X: 12 / 280". */
export function LengthCounts({ counts, label }: { counts: LengthCheck[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 text-xs" aria-label={label}>
      {counts.map((c) => (
        <li key={c.channelType} className={c.over ? 'font-semibold text-red-800' : 'text-slate-600'}>
          {c.network}: {c.length.toLocaleString('en-US')} / {c.limit.toLocaleString('en-US')}
          {c.over && ` (over by ${(c.length - c.limit).toLocaleString('en-US')})`}
        </li>
      ))}
    </ul>
  );
}
