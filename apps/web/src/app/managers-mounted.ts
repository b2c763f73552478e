/**
 * Resolves once the notifications and modals managers are mounted and listening (app-managers.tsx
 * resolves it). They load lazily after the first screen, and `modals.open` or
 * `notifications.show` sent before they listen would be lost, so the router shows no screen that
 * can send them before this (router.tsx, `withScreenDeps`).
 */
let markMounted: () => void = () => {};

export const managersMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function markManagersMounted(): void {
  markMounted();
}
