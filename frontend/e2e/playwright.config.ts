import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../tooling/chromium.mjs';

// The frontend package is an ES module, so __dirname is derived from this file's URL.
const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '../..');
// E2E_PORT and E2E_PG_PORT let two checkouts run their journeys side by side (serve:e2e reads them too).
// Each shard of `make test` and `make cluster-test` (E2E_SHARD) keeps its own results and report, so none overwrites
// another's.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
// E2E_CLUSTER=1 (`make cluster-test`): the same server set-up, run as 3 instances on one database behind nginx on
// E2E_PORT (ops/cluster/cluster.mjs; the instances on CLUSTER_APP_PORTS, default the three ports after E2E_PORT).
const cluster = Boolean(process.env.E2E_CLUSTER);

/**
 * End-to-end journeys against the built app served by the backend (one origin, real sessions,
 * a throwaway embedded PostgreSQL seeded with the demo member and admin).
 */
export default defineConfig({
  testDir: configDir,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(configDir, `../test-results${shard}`),
  // The journeys share one seeded database and one sign-in rate limiter: run them in order.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A whole journey (sign-ups, three forms, mail, axe checks) takes 10-55 s on a quiet 2-CPU machine whose page
  // faults are slow (docs/testing.md), up to 1.6 times that with the other shard beside it, and its retry records a
  // trace (30 % more CPU): the console's brief-to-payout journey ran out of 120 s on its retry. The journey's bound
  // leaves room for that; each step still fails after `expect`'s 10 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `../playwright-report${shard}` }]]
    : 'list',
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot and a screenshot at every step) was 30 % of a journey's CPU: a journey that
    // fails is run again with it (CI's one retry), so a failure still leaves its trace. Without CI set there is no
    // retry: `--retries=1` or `--trace=on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] },
      },
    },
  ],
  webServer: {
    command: 'npm run serve:e2e -w @penwright/backend',
    env: cluster ? { E2E_SERVER: '../ops/cluster/cluster.mjs' } : {},
    cwd: repoRoot,
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL; a SIGKILL would leave it holding the port. A cluster
    // stops nginx, then its instances (each drains for 5 s), then the database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: cluster ? 45_000 : 15_000 },
  },
});
