// The contract's schemas must not compile parsers with `new Function`: the Content-Security-Policy
// forbids eval, and zod's probe for it alone is reported as a violation (Lighthouse's best
// practices). zod keeps its global configuration on `globalThis.__zod_globalConfig` and adopts an
// existing one, so the entry sets `jitless` there before any schema is built, without pulling zod
// into the first load (importing zod's `config` costs the entry 4 kB gzip). zod-jitless.test.ts
// pins that zod reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Mutated, not replaced: a zod that loaded first keeps a reference to the object.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
