import { AtSign } from 'lucide-react';
import { firstNameOf } from '../../../../shared/saved-replies';

/** What an empty Mentions page says: what a mention is and how one is made, or that every one has been seen. */
export function MentionsEmpty({
  unseenOnly,
  myName,
  onShowAll,
}: {
  unseenOnly: boolean;
  /** The caller's name, for the example: the first name is how a teammate most often writes it. */
  myName: string;
  onShowAll: () => void;
}) {
  const example = firstNameOf(myName) || 'Maya';
  return (
    <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
      <AtSign aria-hidden="true" className="size-6 text-slate-600" />
      {unseenOnly ? (
        <>
          <p className="mt-2 font-semibold text-slate-900">You have seen every mention.</p>
          <p className="mt-1">
            New ones show here, and you are told at once wherever you are in the dashboard.{' '}
            <button type="button" className="font-semibold text-blue-800 underline" onClick={onShowAll}>
              Show every mention
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 font-semibold text-slate-900">Nobody has mentioned you yet.</p>
          <p className="mt-1">
            A mention is a teammate calling you into a conversation: they write @ and your name in an internal note on
            it (for example “@{example}, can you answer this one?”). It shows here with a link to the conversation, and
            you are told at once wherever you are in the dashboard.
          </p>
          <p className="mt-1">
            To call a teammate in, open a conversation in the Inbox, choose Internal note and write @ and their name.
          </p>
        </>
      )}
    </div>
  );
}
