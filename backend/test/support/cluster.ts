import { joinTestApp, startTestApp, type TestApp } from './test-app';

/**
 * Several instances of the app on one test database, as behind a load balancer: the first is `startTestApp`'s
 * (emptied and seeded), the others join it (`joinTestApp`) and share its tables, sessions, rate limits, job queue
 * and cache notifications. `env` applies to every instance; close them with `closeCluster`.
 */
export async function startCluster(size = 2, env: Record<string, string> = {}): Promise<TestApp[]> {
  const first = await startTestApp(env);
  const others = await Promise.all(Array.from({ length: size - 1 }, () => joinTestApp(env)));
  return [first, ...others];
}

/** Closes the instances, the joined ones first (the first owns nothing they need, but closes last as it started first). */
export async function closeCluster(instances: TestApp[]): Promise<void> {
  for (const instance of [...instances].reverse()) await instance.close();
}
