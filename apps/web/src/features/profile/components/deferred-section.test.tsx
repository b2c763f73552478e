import { act, cleanup, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import {
  DEFERRED_SECTION_HEIGHT,
  DeferredSection,
  SectionRevealProvider,
  useRevealAllSections,
} from './deferred-section.tsx';

/** An IntersectionObserver the test drives: `enter(id)` reports that element near the viewport. */
class ObserverDouble {
  static all: ObserverDouble[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ObserverDouble.all.push(this);
  }
  observe(element: Element) {
    this.targets.add(element);
  }
  unobserve(element: Element) {
    this.targets.delete(element);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static enter(id: string) {
    for (const observer of ObserverDouble.all) {
      for (const target of observer.targets) {
        if (target.id !== id) continue;
        const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  }
}

/** Idle callbacks the test runs one at a time. */
let idle: IdleRequestCallback[] = [];
let frames: FrameRequestCallback[] = [];

/** The browser paints the next frame, runs the tasks queued after it, then is idle once. */
function runIdle() {
  act(() => {
    const painted = frames;
    frames = [];
    for (const callback of painted) callback(0);
    vi.runOnlyPendingTimers();
  });
  const waiting = idle;
  idle = [];
  act(() => {
    for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => 10 });
  });
}

function RevealAllButton() {
  const revealAll = useRevealAllSections();
  return (
    <button type="button" onClick={() => flushSync(revealAll)}>
      Wszystkie
    </button>
  );
}

function renderSections() {
  return render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <SectionRevealProvider count={3}>
        <RevealAllButton />
        {['first', 'second', 'third'].map((id, index) => (
          <DeferredSection key={id} id={id} index={index}>
            <section id={id}>Treść {id}</section>
          </DeferredSection>
        ))}
      </SectionRevealProvider>
    </AppProvider>,
  );
}

const shown = (id: string) => screen.queryByText(`Treść ${id}`) !== null;

/** Where the test lays the boxes out (jsdom has no layout: every box would be at the top). */
let boxTop = 5000;

beforeEach(() => {
  boxTop = 5000;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: boxTop, bottom: boxTop + DEFERRED_SECTION_HEIGHT }) as DOMRect,
  );
  ObserverDouble.all = [];
  idle = [];
  frames = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', ObserverDouble);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});

afterEach(() => {
  // Unmounted while the doubles are still in place: the unmount cancels the idle callback.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('deferred profile sections', () => {
  it('hold their place and anchor with a reserved box until they come near the viewport', () => {
    renderSections();
    expect([shown('first'), shown('second'), shown('third')]).toEqual([false, false, false]);
    const placeholder = document.getElementById('second');
    expect(placeholder?.tagName).toBe('DIV');
    expect(placeholder?.style.height).toBe(`${DEFERRED_SECTION_HEIGHT}px`);
    expect(ObserverDouble.all[0]?.options?.rootMargin).toMatch(/^\d+px/);

    act(() => ObserverDouble.enter('second'));
    expect([shown('first'), shown('second'), shown('third')]).toEqual([false, true, false]);
    // The section took over its anchor: one element with the id.
    expect(document.querySelectorAll('#second')).toHaveLength(1);
    expect(document.getElementById('second')?.tagName).toBe('SECTION');
  });

  it('render at once when they are near the viewport already at the first layout', () => {
    boxTop = 900;
    renderSections();
    expect([shown('first'), shown('second'), shown('third')]).toEqual([true, true, true]);
    expect(ObserverDouble.all).toHaveLength(0);
  });

  it('render one by one in their order when the browser is idle', () => {
    renderSections();
    runIdle();
    expect([shown('first'), shown('second'), shown('third')]).toEqual([true, false, false]);
    runIdle();
    expect([shown('first'), shown('second'), shown('third')]).toEqual([true, true, false]);
    runIdle();
    expect([shown('first'), shown('second'), shown('third')]).toEqual([true, true, true]);
    runIdle();
    expect(idle).toHaveLength(0);
  });

  it('all render at once when asked (the tab bar, before it measures)', () => {
    renderSections();
    act(() => screen.getByRole('button', { name: 'Wszystkie' }).click());
    expect([shown('first'), shown('second'), shown('third')]).toEqual([true, true, true]);
  });
});
