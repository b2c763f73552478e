// The memory soak of `npm run bench` (BENCH_SOAK_SECONDS, issue 11: "memory of the server stays
// flat over a 5-minute run"): the scenarios' requests mixed, round robin, for a fixed time while
// the server's resident memory (VmRSS) is sampled every second.
import { rssMb } from './upload-memory.mjs';

const SAMPLE_MS = 1000;
/** The first part of the run fills pools, caches and JIT code: growth is read from its end on. */
const WARM_UP_SECONDS = 30;

/**
 * Runs `scenarios` (each { name, request(i) }) mixed for `seconds`, `concurrency` at a time.
 * Returns the request count and the server's RSS in MB: idle at the start, at the end of the
 * warm-up (WARM_UP_SECONDS, or a tenth of a shorter run), at the end and its maximum.
 */
export async function soak(api, scenarios, { seconds, concurrency, pid, log }) {
  const samples = [];
  const sample = async () => samples.push(await rssMb(pid));
  await sample();
  const sampler = setInterval(() => {
    sample().catch(() => {});
  }, SAMPLE_MS);
  let next = 0;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  let lastLog = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = next++;
      const scenario = scenarios[index % scenarios.length];
      const request = scenario.request(Math.floor(index / scenarios.length));
      await (Array.isArray(request)
        ? Promise.all(request.map((r) => api.send(r)))
        : api.send(request));
      done += 1;
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        log(`[bench] soak: ${done} requests, server RSS ${samples.at(-1).toFixed(1)} MB`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(sampler);
  }
  await sample();
  // One sample a second, the idle one first: index n is the n-th second of the run.
  const warmUpSeconds = Math.min(WARM_UP_SECONDS, Math.ceil(seconds / 10));
  return {
    seconds,
    warmUpSeconds,
    requests: done,
    start: samples[0],
    warm: samples[Math.min(warmUpSeconds, samples.length - 1)],
    end: samples.at(-1),
    max: Math.max(...samples),
  };
}
