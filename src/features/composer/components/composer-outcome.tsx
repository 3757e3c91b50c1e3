import { Button } from '../../../components/ui/button';

/** After a share-now that some networks refused: which, and why, and where to fix it. */
export function ComposerOutcome({ failures, onClose }: { failures: string[]; onClose: () => void }) {
  return (
    <div>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
        Some channels did not take the post. It is listed under Failed in their outbox, to fix and retry.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {failures.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}
