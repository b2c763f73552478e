import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/**
 * The two methods of dnd-kit's KeyboardSensor (@dnd-kit/core 6.3) this class calls. They are
 * private in its typings. They are checked at run time, so a version without them falls back to
 * the library's own behaviour instead of throwing.
 */
interface SensorInternals {
  handleKeyDown?: (event: KeyboardEvent) => void;
  detach?: () => void;
}

/**
 * dnd-kit's keyboard sensor, but it handles the keys that move a lifted item from the moment the
 * item is lifted.
 *
 * The library starts listening for those keys only in a `setTimeout` after the lift. That stops the
 * lifting key itself, which is still on its way up to the document, from dropping the item at
 * once. Chrome runs that timer only after it has rendered the lift: 20-40 ms later in our browser
 * tests. A key pressed in that gap is lost. The item stays lifted, the arrow does not move it and
 * nothing is announced. This sensor handles the gap's keys itself (the lifting key excepted) and
 * stops once the library's listener is in place.
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    // A drop or cancel during the gap detaches the library's listeners before the library adds
    // its keydown listener. That listener would then outlive the drag, so it is removed below.
    let finished = false;
    super({
      ...props,
      onEnd: () => {
        finished = true;
        props.onEnd();
      },
      onCancel: () => {
        finished = true;
        props.onCancel();
      },
    });
    const internals = this as unknown as SensorInternals;
    const target = props.event.target;
    const ownerDocument = target instanceof Node ? target.ownerDocument : null;
    if (typeof internals.handleKeyDown !== 'function' || ownerDocument === null) return;

    const handleEarlyKey = (event: KeyboardEvent) => {
      if (event !== props.event && !finished) internals.handleKeyDown?.(event);
    };
    ownerDocument.addEventListener('keydown', handleEarlyKey);
    // Timers run in the order they were set, so this one runs right after the library's, which
    // adds its listener.
    window.setTimeout(() => {
      ownerDocument.removeEventListener('keydown', handleEarlyKey);
      if (finished) internals.detach?.();
    });
  }
}
