/** Values the global setup hands to every spec file through vitest's `provide`/`inject`. */
export interface E2eContext {
  /** Origin of the running product, e.g. `http://127.0.0.1:41234` (web and API on one port). */
  baseUrl: string;
  /** The server's DATA_DIR; its `outbox/` holds every e-mail sent during the run. */
  dataDir: string;
  /** The bootstrap admin created from ADMIN_EMAIL / ADMIN_PASSWORD. */
  adminEmail: string;
  adminPassword: string;
  /** The run's one Chromium (`launchServer`), which every spec file connects to. */
  browserEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

/** The Debian package's path; CHROMIUM_PATH overrides it (scripts/test.mjs checks the same). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium in CI containers: no sandbox (runs as root), no GPU, and nothing
 * that phones home or updates itself during a run.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
