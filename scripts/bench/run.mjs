// Runs a scenario: a bounded number of requests (or pages of requests), `concurrency` at a time.

/**
 * Runs `requests` requests of `makeRequest(index)` (an array is a page: all its calls at once, as
 * the browser sends them, timed until the last answers), `concurrency` at a time; no new request
 * starts after `timeCapMs`. Any non-2xx answer throws (the client does).
 */
export async function runScenario(api, makeRequest, { requests, concurrency, timeCapMs }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + timeCapMs;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const index = next++;
      const t0 = performance.now();
      const request = makeRequest(index);
      await (Array.isArray(request)
        ? Promise.all(request.map((r) => api.send(r)))
        : api.send(request));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
