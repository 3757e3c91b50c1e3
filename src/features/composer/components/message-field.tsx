import { useCallback, useRef, useState } from 'react';
import type { Snippet } from '../../../api/generated/types.gen';
import { Field, inputClass } from '../../../components/ui/field';
import type { LengthCheck } from '../../../lib/text-length';
import { insertSnippet } from './insert-snippet';
import { LengthCounts } from './length-counts';
import { SnippetMenu, type OpenedFrom } from './snippet-menu';

interface MessageFieldProps {
  value: string;
  error?: string;
  counts: LengthCheck[];
  onChange: (message: string) => void;
  onPastePicture: (file: File) => void;
}

/**
 * The message, with its length as each chosen network counts it; an image pasted here is uploaded. "Insert snippet"
 * (or Ctrl+/, ⌘/ on a Mac, in the message) puts a saved hashtag group at the cursor or a signature at the end.
 */
export function MessageField({ value, error, counts, onChange, onPastePicture }: MessageFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [menu, setMenu] = useState<OpenedFrom | null>(null);
  const closeMenu = useCallback(() => {
    if (menu === 'field') area.current?.focus();
    setMenu(null);
  }, [menu]);

  const choose = (snippet: Snippet) => {
    const box = area.current;
    const selection = box ? { start: box.selectionStart, end: box.selectionEnd } : { start: 0, end: 0 };
    const { text, caret } = insertSnippet(value, selection, snippet);
    setMenu(null);
    onChange(text);
    // Back to the message, just after what was put in, to go on writing.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Field label="Message" error={error} hint={<LengthCounts counts={counts} label="Characters per network" />}>
      {(control) => (
        <>
          <textarea
            {...control}
            ref={area}
            rows={5}
            value={value}
            aria-keyshortcuts="Control+/ Meta+/"
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(event) => {
              if (event.key === '/' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                setMenu('field');
              }
            }}
            onPaste={(event) => {
              const image = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
              if (!image) return;
              event.preventDefault();
              onPastePicture(image);
            }}
            className={inputClass}
          />
          <div className="mt-1">
            <SnippetMenu openedFrom={menu} onOpen={setMenu} onClose={closeMenu} onChoose={choose} />
          </div>
        </>
      )}
    </Field>
  );
}
