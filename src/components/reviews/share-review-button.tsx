import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import type { ShareReviewDialogProps } from './share-review-dialog';

const load = () => import('./share-review-dialog');

/** Its own chunk, fetched when a pointer or the focus reaches the button: never part of a page's first download. */
const ShareReviewDialog = lazy(() => load().then((m) => ({ default: m.ShareReviewDialog })));

interface ShareReviewButtonProps extends Omit<ShareReviewDialogProps, 'open' | 'onClose'> {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** A button that opens the share-for-review dialog for the posts given. */
export function ShareReviewButton({ children, variant = 'secondary', ...dialog }: ShareReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const preload = () => void load();
  return (
    <>
      <Button
        variant={variant}
        disabled={dialog.postIds.length === 0}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareReviewDialog {...dialog} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
