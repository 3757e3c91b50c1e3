/** A label's colour as a dot beside its name: decoration, since the name (or the colour's name) is always written. */
export function LabelSwatch({ color, className = 'size-4' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full ring-1 ring-slate-900/20 ${className}`}
      style={{ backgroundColor: color }}
    />
  );
}
