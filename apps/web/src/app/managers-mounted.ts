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

export function managersMounted(): Promise<void> {
  return mounted.promise;
}

/** For AppManagers' effect: resolves the wait, and on unmount starts the next one. */
export function markManagersMounted(): () => void {
  mounted.resolve();
  return () => {
    mounted = deferred();
  };
}
