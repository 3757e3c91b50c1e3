import { Eye, PenLine } from 'lucide-react';

/**
 * The mark of a teammate on a row: a pen while someone types a reply, an eye while they read. Its own chunk: most
 * rows never need it, and the inbox's first download is at its budget (decision 046).
 */
export function PresenceMark({ typing }: { typing: boolean }) {
  const Mark = typing ? PenLine : Eye;
  return <Mark aria-hidden="true" className="size-3.5 text-blue-700" />;
}
