import { Button } from '../ui/button';

/** The seconds between Share now confirmed and the call, while Undo can still keep it from going. */
export const SHARE_DELAY_SECONDS = 5;

/** The bar's main button takes the focus from the button it replaced (stable, so it does so once). */
const focus = (button: HTMLButtonElement | null) => button?.focus();

interface ShareNowBarProps {
  /** 'confirm': asking; a number: the seconds left before it is sent. */
  step: 'confirm' | number;
  channels: number;
  /** What follows (a repeating draft's series), said after the question. */
  then?: string | undefined;
  onConfirm: () => void;
  onUndo: () => void;
}

/**
 * In the composer's actions (and a draft card's, decision 071), in place of its buttons once Share now is pressed:
 * first a question (it goes out at once, to every chosen channel), then five seconds with Undo before anything is
 * sent. Undo gives the form back as it was.
 */
export function ShareNowBar({ step, channels, then, onConfirm, onUndo }: ShareNowBarProps) {
  if (step === 'confirm')
    return (
      <>
        <p className="mr-auto text-sm font-semibold">
          Publish on {channels === 1 ? 'its channel' : `all ${channels} channels`} now?
          {then && <span className="font-normal"> {then}</span>}
        </p>
        <Button variant="secondary" onClick={onUndo}>
          Back
        </Button>
        <Button ref={focus} onClick={onConfirm}>
          Yes, share now
        </Button>
      </>
    );
  return (
    <>
      <p role="status" className="mr-auto text-sm font-semibold">
        Sharing in {step} s…
      </p>
      <Button ref={focus} variant="secondary" onClick={onUndo}>
        Undo
      </Button>
    </>
  );
}
