import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { snippetsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Snippet } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { useWorkspace } from '../../../api/use-workspace';
import { excerpt } from '../../../lib/excerpt';
import { manages } from '../../../lib/roles';
import { formatWorkspaceTime } from '../../../lib/time';
import { useDeleteSnippet } from '../api/use-snippet-actions';
import { snippetKindWords, type SnippetKind } from '../utils/snippet-kinds';
import { MAX_SNIPPETS } from '../utils/snippet-limits';
import { ConfirmDialog } from './confirm-dialog';
import { LinksSection } from './links-section';
import { EditDeleteButtons, SettingsPageTitle, SettingsSection } from './settings-section';
import { SnippetDialog } from './snippet-dialog';

type Editing = { kind: SnippetKind; snippet?: Snippet } | null;

const KINDS: SnippetKind[] = ['hashtags', 'signature'];

/** What a kind's list says while it has none. */
const emptyWords: Record<SnippetKind, string> = {
  hashtags:
    'No hashtag groups yet. Save the hashtags you use together (a campaign’s, a topic’s) and insert them in one go.',
  signature: 'No signatures yet. Save how your posts sign off, and the composer adds it at the end of a post.',
};

/**
 * The workspace's snippets, saved hashtag groups and signatures, inserted from the composer's "Insert snippet" menu.
 * Everyone but a client reads and adds them; owners and admins change any, the others their own.
 */
export function SnippetsPage() {
  const snippets = useSuspenseQuery(snippetsListOptions()).data.data;
  const { zone, clock, role } = useWorkspace();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Snippet | null>(null);
  const remove = useDeleteSnippet();
  const full = snippets.length >= MAX_SNIPPETS;
  return (
    <>
      <SettingsPageTitle title="Snippets">
        Text your team adds to posts again and again, written once: hashtag groups and signatures. In the composer,
        “Insert snippet” (or Ctrl+/, ⌘/ on a Mac, in the message) puts one in. Anyone can add snippets; owners and
        admins change any, the others their own.
      </SettingsPageTitle>
      {full && (
        <p className="mb-3 text-sm text-slate-700">
          The workspace holds {MAX_SNIPPETS} snippets, the most it can: delete one to add another.
        </p>
      )}
      <div className="space-y-6">
        {KINDS.map((kind) => {
          const words = snippetKindWords[kind];
          const ofKind = snippets.filter((s) => s.kind === kind);
          return (
            <SettingsSection
              key={kind}
              title={words.many}
              description={`${ofKind.length} by name.`}
              actions={
                <Button onClick={() => setEditing({ kind })} disabled={full}>
                  <Plus aria-hidden="true" className="size-4" />
                  New {words.one.toLowerCase()}
                </Button>
              }
            >
              {ofKind.length === 0 ? (
                <p className="text-sm text-slate-600">{emptyWords[kind]}</p>
              ) : (
                <ul aria-label={words.many} className="divide-y divide-slate-200">
                  {ofKind.map((snippet) => (
                    <li
                      key={snippet.snippet_id}
                      className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm"
                    >
                      <div className="min-w-0 flex-1 basis-64">
                        <p className="break-words font-semibold">{snippet.name}</p>
                        <p className="mt-0.5 break-words text-slate-700">{excerpt(snippet.body, 140)}</p>
                        <p className="mt-1 text-slate-600">
                          {snippet.created_by ? `By ${snippet.created_by} · changed` : 'Changed'}{' '}
                          {formatWorkspaceTime(snippet.updated_at, zone, clock)}
                        </p>
                      </div>
                      {snippet.can_edit === 1 && (
                        <EditDeleteButtons
                          name={snippet.name}
                          onEdit={() => setEditing({ kind, snippet })}
                          onDelete={() => setDeleting(snippet)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </SettingsSection>
          );
        })}
      </div>
      {editing && <SnippetDialog kind={editing.kind} snippet={editing.snippet} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the ${deleting ? snippetKindWords[deleting.kind].one.toLowerCase() : 'snippet'} ${deleting?.name ?? ''}?`}
        confirmLabel="Delete snippet"
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate({ body: { snippet_id: Number(deleting.snippet_id) } }, { onSettled: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      >
        <p>
          The composer no longer offers it to anyone in the workspace. Posts and drafts it was inserted in keep their
          text. This cannot be undone.
        </p>
      </ConfirmDialog>
      {/* Owners and admins set it on the Workspace page; the others, who cannot open that, read it here. */}
      {!manages(role) && (
        <div className="mt-6">
          <LinksSection />
        </div>
      )}
    </>
  );
}
