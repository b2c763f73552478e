import { describe, expect, it, vi } from 'vitest';
import { preloadOnApproach } from './preload-on-approach.ts';

describe('preloadOnApproach', () => {
  it('starts the load on a pointer entering, the focus and a touch, and on nothing else', () => {
    const load = vi.fn(() => Promise.resolve());
    const handlers = preloadOnApproach(load);
    expect(Object.keys(handlers).sort()).toEqual(['onFocus', 'onPointerEnter', 'onTouchStart']);
    expect(load).not.toHaveBeenCalled();
    handlers.onPointerEnter();
    handlers.onFocus();
    handlers.onTouchStart();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
