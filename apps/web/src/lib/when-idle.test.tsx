import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterMount } from './when-idle.ts';

function Probe({ wanted }: { wanted?: boolean }) {
  return <p>{useIdleAfterMount(wanted) ? 'idle' : 'waiting'}</p>;
}

describe('useIdleAfterMount', () => {
  let idleCallbacks: IdleRequestCallback[];
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    idleCallbacks = [];
    frames = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('turns true only once the browser has painted a frame and then been idle', () => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    // Nothing is asked of the idle period before the frame is painted.
    expect(idleCallbacks).toHaveLength(0);
    act(() => frames[0]?.(0));
    expect(idleCallbacks).toHaveLength(0);
    // The task queued from the frame runs after its paint.
    act(() => vi.runAllTimers());
    expect(idleCallbacks).toHaveLength(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('is true at once, asking for no frame or idle period, when not wanted', () => {
    render(<Probe wanted={false} />);
    expect(screen.getByText('idle')).toBeTruthy();
    expect([frames.length, idleCallbacks.length]).toEqual([0, 0]);
  });
});
