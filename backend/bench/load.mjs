// The load generator and the summary of one run, shared by every row of `make bench`.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

/**
 * autocannon reports its result on its next 1 s sampling tick, and its `duration` includes the wait
 * (a 45-request run that takes 0.3 s reports 1 s), so the elapsed time is taken here: from the start
 * to the last answer.
 */
export async function load(options) {
  const started = performance.now();
  let last = started;
  const instance = autocannon(options);
  instance.on('response', () => {
    last = performance.now();
  });
  const result = await instance;
  return { result, seconds: (last - started) / 1000 };
}

export function summarize(scenario, result, seconds, connections) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  const isExpected = (code) => (scenario.expect ? scenario.expect.includes(Number(code)) : code.startsWith('2'));
  const expected = Object.entries(statuses).reduce((sum, [code, count]) => sum + (isExpected(code) ? count : 0), 0);
  const total = result.requests.total;
  return {
    group: scenario.group ?? null,
    name: scenario.name,
    method: scenario.method.toUpperCase(),
    path: scenario.path,
    as: scenario.as ?? 'anonymous',
    connections,
    bounded: scenario.amount ?? null,
    ceiling: scenario.ceiling ?? null,
    target: scenario.target,
    requests: total,
    durationSeconds: seconds,
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    statuses,
    expectedStatuses: scenario.expect ?? '2xx',
    expectedResponses: expected,
    non2xx: result.non2xx,
    unexpectedResponses: total - expected,
    errors: result.errors,
    timeouts: result.timeouts,
    ok: total > 0 && total === expected && result.errors === 0 && result.timeouts === 0,
  };
}
