/*
 * What global setup hands to the test files, on its own so that code outside the API tests (the
 * browser specs' own servers) can read it without loading the database modules.
 */

/** The PGlite data-dir tarball, or the name of a migrated and seeded PostgreSQL template database. */
export type TestTemplate =
  | { kind: 'pglite'; tarball: string }
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}
