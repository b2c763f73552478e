import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterMount } from './when-idle.ts';

function Probe({ wanted }: { wanted?: boolean }) {
  return <p>{useIdleAfterMount(wanted) ? 'idle' : 'waiting'}</p>;
}

describe('useIdleAfterMount', () => {
  let idleCallbacks: IdleRequestCallback[];
  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns true only once the browser reports an idle period after the mount', () => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('is true at once, asking for no idle period, when not wanted', () => {
    render(<Probe wanted={false} />);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(idleCallbacks).toHaveLength(0);
  });
});
