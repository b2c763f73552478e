/**
 * Resolves once the notifications and modals managers are mounted and listening (app-managers.tsx
 * marks it). They load lazily after the first screen, and `modals.open` or `notifications.show`
 * sent before they listen would be lost, so the router shows no screen that can send them before
 * this (router.tsx, `withScreenDeps`). Unmounting the managers starts a new wait: in the browser
 * they never unmount, but the unit tests mount and unmount an app per test in one module registry.
 */
let mounted = deferred();

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves once something waits for the managers (a screen's route module, router.tsx). */
const wanted = deferred();

export function managersMounted(): Promise<void> {
  wanted.resolve();
  return mounted.promise;
}

/**
 * For the takeover of a prerendered page (main.tsx): the managers mount when a route module asks
 * for them, or with the live screen; /login, which does not ask, does not load them first.
 */
export function managersWanted(): Promise<void> {
  return wanted.promise;
}

/** For AppManagers' effect: resolves the wait, and on unmount starts the next one. */
export function markManagersMounted(): () => void {
  mounted.resolve();
  return () => {
    mounted = deferred();
  };
}
