// `make bench`'s hostile-load row (issue 12, defect 1): while four clients stream deeply nested JSON bodies at
// the unauthenticated POSTs, a fifth measures GET /api/health. Target: health p97.5 (autocannon's nearest
// percentile above p95) under 200 ms, and no 5xx for anyone.
import autocannon from 'autocannon';

export const ATTACKERS = 4;
const NESTING = 5000;
const TARGETS = ['/api/login', '/api/newsletter/subscribe'];

/**
 * @param {string} origin the app's base URL
 * @param {{ xsrfCookie: string, xsrfToken: string }} session a CSRF pair, as an attacker would fetch one first
 * @param {number} seconds how long the attack and the measurement last
 */
export async function healthUnderNestedJson(origin, session, seconds) {
  const body = '['.repeat(NESTING) + ']'.repeat(NESTING);
  const headers = {
    cookie: `XSRF-TOKEN=${session.xsrfCookie}`,
    'x-xsrf-token': session.xsrfToken,
    'content-type': 'application/json',
  };
  const attackers = Array.from({ length: ATTACKERS }, (_, i) =>
    autocannon({
      url: origin + TARGETS[i % TARGETS.length],
      method: 'POST',
      headers,
      body,
      connections: 1,
      duration: seconds,
    }),
  );
  const health = autocannon({ url: `${origin}/api/health`, connections: 1, duration: seconds });
  const [probe, ...attacks] = await Promise.all([health, ...attackers]);
  const statuses = (result) =>
    Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  const attackStatuses = attacks.map(statuses).reduce((sum, next) => {
    for (const [code, count] of Object.entries(next)) sum[code] = (sum[code] ?? 0) + count;
    return sum;
  }, {});
  const serverErrors = Object.entries(attackStatuses).filter(([code]) => code.startsWith('5'));
  return {
    name: `GET /api/health while ${ATTACKERS} clients send ${NESTING}-deep JSON`,
    healthRequests: probe.requests.total,
    healthLatencyMs: {
      p50: probe.latency.p50,
      p90: probe.latency.p90,
      p97_5: probe.latency.p97_5,
      p99: probe.latency.p99,
    },
    healthStatuses: statuses(probe),
    attackRequests: attacks.reduce((sum, result) => sum + result.requests.total, 0),
    attackStatuses,
    ok:
      serverErrors.length === 0 && probe.latency.p97_5 < 200 && Object.keys(statuses(probe)).every((c) => c === '200'),
  };
}
