import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * The mouse and pen sensor: a touch is left to the touch sensor (which waits for a press-and-hold), so that a
 * finger that only scrolls past a handle does not pick the post up.
 */
export class MouseOrPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** A touch picks a post up after this press-and-hold, so scrolling past a handle does not. */
export const TOUCH_HOLD = { delay: 250, tolerance: 5 };
