/**
 * Runs `task` now and then every `intervalMs`, never two runs at once in this process (a slow
 * run makes the next tick skip). The timer is unref'd so it never keeps the process alive.
 * `stop()` cancels future runs and resolves once a run in progress has finished.
 */
export function repeatTask(
  task: () => Promise<void>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = task().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
