import { useEffect, useRef, useState } from 'react';

/**
 * Seconds counted down one by one, then `onDone` (the latest one given). `left` is null when nothing is counting;
 * `stop` ends it without `onDone`, as leaving the component does. Every second's timer is set at the start, so the
 * count keeps to the clock however long a render takes.
 */
export function useCountdown(onDone: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const clear = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  useEffect(() => clear, []);

  const start = (seconds: number) => {
    clear();
    setLeft(seconds);
    for (let passed = 1; passed < seconds; passed++)
      timers.current.push(window.setTimeout(() => setLeft(seconds - passed), passed * 1000));
    timers.current.push(
      window.setTimeout(() => {
        timers.current = [];
        setLeft(null);
        done.current();
      }, seconds * 1000),
    );
  };
  const stop = () => {
    clear();
    setLeft(null);
  };
  return { left, start, stop };
}
