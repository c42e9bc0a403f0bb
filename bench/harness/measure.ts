import autocannon from 'autocannon';

export type Measure = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};

/** The standard set's 30 s per run after the warm-up (BENCH_DURATION and BENCH_WARMUP shorten them for a smoke run). */
export const DURATION = Number(process.env.BENCH_DURATION ?? 30);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

/** Exact percentile of the recorded latencies (ms, nearest rank). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function run(options: autocannon.Options, latencies?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // autocannon reports p97.5 and p99, not p95: every response time is kept instead.
    if (latencies) instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

/** A warm-up (discarded), then a fixed-duration load at `connections` connections on loopback. */
export async function measure(
  options: autocannon.Options & { connections: number },
  duration = DURATION,
  warmup = WARMUP,
): Promise<Measure> {
  if (warmup > 0) await run({ ...options, duration: warmup });
  const latencies: number[] = [];
  const result = await run({ ...options, duration, timeout: 30 }, latencies);
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(result.requests.total / duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
