import './app/zod-jitless.ts';
import './app/mantine-styles.ts';
import {
  lazy,
  type ReactNode,
  StrictMode,
  Suspense,
  startTransition,
  useLayoutEffect,
} from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BaseProvider } from './app/base-provider.tsx';
import { managersWanted } from './app/managers-mounted.ts';
import { createAppRouter, routerInitialized } from './app/router.tsx';
import { meQueryOptions } from './features/auth/api/get-me.ts';
import { forgetPrefetched } from './lib/prefetched.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getToken, subscribeToken } from './lib/token.ts';

// The notifications and modals managers load after the first screen (app-managers.tsx): nothing
// on it opens a modal or shows a notification before they are there.
const AppManagers = lazy(() =>
  import('./app/app-managers.tsx').then((module) => ({ default: module.AppManagers })),
);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const router = createAppRouter();
// The early-fetch script's answers belong to the session of the page load (lib/prefetched.ts).
subscribeToken(forgetPrefetched);

const managers = (
  <Suspense fallback={null}>
    <AppManagers />
  </Suspense>
);

const app = (screen: ReactNode, withManagers = true) => (
  <StrictMode>
    <BaseProvider queryClient={queryClient} managers={withManagers ? managers : null}>
      {screen}
    </BaseProvider>
  </StrictMode>
);

const live = <RouterProvider router={router} />;

/** A screen's spinner while it waits for its data (components/ui/page-loader.tsx). */
const PAGE_LOADER = '[data-page-loader]';
/** How long a painted page may stand in for a live screen that still waits for its data. */
const LOADER_PATIENCE_MS = 3000;

/** The live screen while it is rendered behind the painted page: full width, unseen. */
const STAGED: Partial<CSSStyleDeclaration> = {
  display: 'block',
  position: 'absolute',
  top: '0',
  left: '0',
  right: '0',
  height: '0',
  overflow: 'hidden',
  visibility: 'hidden',
};

/** Calls `onCommit` once, when React commits its children, before the browser paints them. */
function TakeOver({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // `onCommit` is one function for the page's life: the effect runs once.
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

// A prerendered page (build/prerender.ts) stays painted until the app can draw the same frame:
// the router has loaded the route's modules, and the session's user is known (the guard and the
// shell draw nothing but a loader without it). Until then React renders beside the painted markup,
// in an element that adds no box, only the providers and, once a route module waits for them
// (router.tsx), the managers: /login takes over without their code, as before. The takeover then
// renders the live screen in a transition, which React splits into slices of a few milliseconds
// (rendered in one task, it blocked a phone's main thread for about half a second), into that
// element, laid out at the page's width but invisible and clipped, while the painted page stays.
// When React commits it, the swap (a layout effect, so before the browser paints) removes the
// painted markup and shows the live screen: no loader, nothing moves. A screen that commits its
// page loader first is swapped in when it commits its data instead (`swapOnceDrawn`). The page
// stays inert until then, or a value typed into a prerendered field would be lost with it. (Not a
// top-level await: one in the entry makes the bundler split the first screen into many small
// chunks.)
if (container.hasAttribute('data-prerendered')) {
  const host = document.createElement('div');
  host.style.display = 'contents';
  container.append(host);
  const root = createRoot(host);
  let takenOver = false;
  root.render(app(null, false));
  void managersWanted().then(() => {
    if (!takenOver) root.render(app(null));
  });
  // The page's title from the build stays until the swap, marked with `itemprop` so that React
  // leaves it alone (React never adopts such a title): the live screen's own is React's from its
  // first commit, and a title the build wrote cannot outlive the painted page (adopted, it stayed
  // beside the screen's title after a redirect, or was the only one).
  const paintedTitle = document.head.querySelector('title');
  paintedTitle?.setAttribute('itemprop', 'name');
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    for (const node of [...container.childNodes]) if (node !== host) node.remove();
    paintedTitle?.remove();
    host.removeAttribute('style');
    host.style.display = 'contents';
    container.removeAttribute('inert');
  };
  // A live screen that still shows its page loader has less to show than the painted skeleton
  // (or the profile's picture, which the early-fetch script paints into it): the swap waits until
  // the loader is gone, when React commits the screen's data (the observer's callback runs before
  // the browser paints that commit), or for LOADER_PATIENCE_MS at most, after which the live
  // screen's frame can be used even while its data is late.
  let watching = false;
  const swapOnceDrawn = () => {
    if (!host.querySelector(PAGE_LOADER)) return swap();
    if (watching) return;
    watching = true;
    const swapNow = () => {
      drawn.disconnect();
      clearTimeout(patience);
      swap();
    };
    const drawn = new MutationObserver(() => {
      if (!host.querySelector(PAGE_LOADER)) swapNow();
    });
    drawn.observe(host, { childList: true, subtree: true });
    const patience = setTimeout(swapNow, LOADER_PATIENCE_MS);
  };
  // The "me" answer is usually there already: the HTML's early-fetch script asked for it.
  const session = getToken() === null ? null : queryClient.prefetchQuery(meQueryOptions());
  void Promise.all([routerInitialized(router), session]).then(() => {
    takenOver = true;
    Object.assign(host.style, STAGED);
    startTransition(() => root.render(app(<TakeOver onCommit={swapOnceDrawn}>{live}</TakeOver>)));
  });
} else {
  createRoot(container).render(app(live));
}
