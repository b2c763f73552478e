/**
 * The handlers of a control whose code loads on demand (a modal with its form): loading starts
 * when the pointer enters it, it gets the focus or a finger touches it, so that the click usually
 * finds the code there. `load` is an `import()`, which the browser runs once.
 */
export function preloadOnApproach(load: () => Promise<unknown>) {
  const preload = () => {
    void load();
  };
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
