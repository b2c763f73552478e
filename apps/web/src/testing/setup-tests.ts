// As in the app's entry: zod adopts this configuration only when it is set before zod loads, and
// the test files share one module registry per worker (vitest.config.ts, `isolate: false`).
import '@/app/zod-jitless.ts';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks browser APIs that Mantine relies on (colour scheme, floating elements, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Embla (Mantine Carousel) watches which slides are in view.
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;

// Mantine's autosizing textarea listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Called with one argument only: jsdom's pseudo-element support logs noise otherwise. Wrapped once
// per window: this file runs before every test file of a worker, on the same jsdom.
const wrapped = Symbol.for('handlowo.oneArgumentComputedStyle');
if (!(wrapped in window.getComputedStyle)) {
  const { getComputedStyle } = window;
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), {
    [wrapped]: true,
  });
}

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a module-level store, which outlives a file's render.
  notifications.clean();
  window.localStorage.clear();
  vi.useRealTimers();
});
