# The two commands: `make start` and `make test`. Everything else is a step they use.
SHELL := /bin/bash
.DEFAULT_GOAL := start
NPM := npm --no-fund --no-audit --loglevel=error

# How the app's process runs (`make start`, `make bench`; the Dockerfile sets the same). glibc's malloc keeps memory
# a thread freed for that thread's next use: each password hash (argon2id, 19 MiB, on libuv's threads) left its
# 19 MiB in that thread's arena, about 110 MB held by an idle server. Two arenas, and large blocks mapped and
# returned at once, give it back (docs/operations.md, "Memory").
APP_ENV := MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072

.PHONY: start test checks install build build-backend lint typecheck api-types api-types-check layers test-unit test-int test-e2e \
	chromium bench audit clean scan scanners cluster cluster-test nginx drill drill-postgres drill-smtp backup restore

## Install, build, migrate, seed and serve on PORT (default 3000), on the embedded PostgreSQL
## unless DATABASE_URL is set. Settings: environment first, then .env.
start: install build
	$(APP_ENV) node backend/dist/src/main.js migrate seed serve

## Lint, typecheck, layer rules, unit, integration and end-to-end tests.
# The build comes before the integration tests: they read the built frontend's pages (platform-public-pages).
# Three lanes, one after another (docs/testing.md): the static checks and the build beside the unit tests; the
# integration suite (two jest workers); the end-to-end suite's two shards side by side. Each lane alone keeps both
# CPUs busy: run together, the integration suite and the journeys split them at a load of 12-15 on a machine whose
# page faults are slow, and timed out. Each suite has its own PostgreSQL (a random port; E2E_PG_PORT) and none
# writes what another reads; `--output-sync` prints each step's output whole when it ends.
test: install
	@echo "make test: lane 1 (checks, unit tests) from $$(date -u +%T)"
	$(MAKE) --no-print-directory -j2 --output-sync=target checks test-unit
	@# The journeys run even when an integration test failed, so that one run reports every failure.
	@echo "make test: lane 2 (integration tests) from $$(date -u +%T)"; \
	$(MAKE) --no-print-directory test-int; failed=$$?; \
	echo "make test: lane 3 (journeys) from $$(date -u +%T)"; \
	$(MAKE) --no-print-directory -j2 --output-sync=target test-e2e || failed=1; \
	if [ $$failed -ne 0 ]; then echo "make test: failed at $$(date -u +%T)"; exit 1; fi; \
	echo "make test: all checks passed at $$(date -u +%T)"

checks: lint typecheck api-types-check layers build

# Reinstall only when the lockfile changed since the last install; rebuild the shared text package (word count
# and readability for both sides, packages/text) when its sources changed: backend and frontend import its build.
install: node_modules/.install-stamp packages/text/dist/.stamp
node_modules/.install-stamp: package-lock.json package.json backend/package.json frontend/package.json \
  packages/text/package.json
	$(NPM) ci
	@touch $@
packages/text/dist/.stamp: node_modules/.install-stamp $(wildcard packages/text/src/*.ts) \
  packages/text/rolldown.config.mjs packages/text/tsconfig.types.json
	$(NPM) run build -w packages/text
	@touch $@

build: install build-backend
	$(NPM) run build -w frontend

# Its own step so that api-types and build share one backend build per make run.
build-backend: install
	$(NPM) run build -w backend

lint: install
	npx eslint . --max-warnings=0
	npx prettier --check . --log-level=warn
	@echo "lint: eslint and prettier clean"

typecheck: install
	npx tsc -p backend/tsconfig.json --noEmit
	npx tsc -p frontend/tsconfig.json --noEmit
	npx tsc -p packages/text/tsconfig.json
	@echo "typecheck: backend, frontend and packages/text clean"

## Regenerate the frontend's API types (frontend/src/api/schema.d.ts) from the backend's OpenAPI document.
api-types: build-backend
	node frontend/tooling/apiTypes.mjs

# Fails when the checked-in API types are not what the backend's controllers and DTOs describe.
api-types-check: build-backend
	node frontend/tooling/apiTypes.mjs --check

layers: install
	npx depcruise backend/src --config .dependency-cruiser.cjs

# The component tests are the longest step of the first lane: two jest workers, so they take the second CPU once
# the static checks beside them are done (jest's default on 2 CPUs is one worker).
test-unit: install
	$(NPM) run test -w packages/text
	$(NPM) run test:unit -w backend
	$(NPM) run test:unit -w frontend -- --maxWorkers=2

test-int: install
	$(NPM) run test:int -w backend

# The journeys in two shards side by side, each against its own built server and embedded PostgreSQL (ports
# 3101/54401 and 3102/54402): they wait on the browser and the server far more than they use a CPU.
test-e2e: chromium
	$(MAKE) --no-print-directory --output-sync=target test-e2e-1 test-e2e-2

test-e2e-%: chromium
	E2E_SHARD=$* E2E_PORT=310$* E2E_PG_PORT=5440$* $(NPM) run test:e2e -w frontend -- --shard=$*/2

# Playwright cannot download its browser here; Debian's Chromium is used instead.
chromium:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "Chromium is missing: install it (apt-get install chromium) and run again"; exit 1; fi; }

## Three instances of the built app on one PostgreSQL (the embedded one unless DATABASE_URL is set) behind nginx on
## PORT (default 8080; the instances on the next three ports): ops/cluster/cluster.mjs, docs/scaling.md. Ctrl-C
## stops nginx, the instances (each drains its requests) and the database.
cluster: install build nginx
	$(APP_ENV) node ops/cluster/cluster.mjs migrate seed serve

## The Playwright journeys through nginx in front of 3 instances, each journey's requests spread over them (not part
## of `make test`). In the two shards of `make test`, one after the other, each on a cluster and database of its own:
## one client address may start 30 registrations an hour (RegistrationBudget), which every journey together exceeds
## on one server, clustered or not. E2E_PORT (the first shard's nginx, default 3110; its instances on the three ports
## after it, the second shard on the four after those), E2E_PG_PORT (default 54410, then the next one);
## CLUSTER_SPECS narrows the journeys (e.g. CLUSTER_SPECS='auth registration').
cluster-test: build chromium nginx
	$(MAKE) --no-print-directory -k cluster-test-1 cluster-test-2

cluster-test-%: chromium nginx
	cd frontend && $(APP_ENV) E2E_CLUSTER=1 E2E_SHARD=cluster-$* \
	  E2E_PORT=$$(( $${E2E_PORT:-3110} + 4 * ($* - 1) )) E2E_PG_PORT=$$(( $${E2E_PG_PORT:-54410} + $* - 1 )) \
	  npx playwright test -c e2e/playwright.config.ts --shard=$*/2 --pass-with-no-tests $(CLUSTER_SPECS)

## The failure drills (ops/drills/*.drill.mjs, DRILL_ONLY=<regex> picks some), each on a cluster or an app of its own;
## their figures are in docs/operations.md. Not part of `make test`.
drill: install build nginx
	$(APP_ENV) node ops/drills/run.mjs

# Debian's nginx for `make cluster`, installed as Chromium is for the journeys. The cluster runs it as a child with its
# own configuration, pid file and logs, never the system's; the service Debian starts on port 80 at install is stopped.
nginx:
	@test -x /usr/sbin/nginx || command -v nginx >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null && \
	    { service nginx stop >/dev/null 2>&1 || true; }; \
	  else echo "nginx is missing: install it (apt-get install nginx) and run again"; exit 1; fi; }

## Load the built app and two bare servers with autocannon, and time the review desk's word diff; see
## docs/performance.md.
bench: build
	node packages/text/bench/word-diff.mjs
	$(APP_ENV) node backend/bench/run.mjs

## Lighthouse 13 (mobile, simulated throttling) in Debian's Chromium on the built app: every route of the router
## (frontend/tooling/audit-routes.json, checked against router.tsx: an unknown route fails), each in the role that sees
## it (visitor, member, approved member, admin), registration's steps and the console's and dashboard's tabs each on
## its own; the median of AUDIT_RUNS (default 3) runs per page; prints and writes the scores (audit-results/), fails
## below issue 29's targets. Not part of `make test`: timings depend on the machine (docs/performance.md).
audit: build chromium
	node frontend/tooling/audit.mjs

## Outside scanners (issue 30): wapiti and sqlmap against the built app on a fresh seeded database, with a member's
## and an admin's session; reports in docs/security/ (see its README); fails on any finding of medium or higher.
## A few minutes (each scanner run is bounded); not part of `make test`.
scan: build scanners
	node frontend/tooling/scan.mjs

# Debian's wapiti and sqlmap, installed as `make chromium` installs Chromium.
scanners:
	@command -v wapiti >/dev/null && command -v sqlmap >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wapiti sqlmap >/dev/null; \
	  else echo "wapiti or sqlmap is missing: install them (apt-get install wapiti sqlmap) and run again"; exit 1; fi; }

## One drill of `make drill` alone: PostgreSQL stopped and started under load (through 3 instances behind nginx), the
## SMTP server down for DRILL_SMTP_DOWN_S (default 60) seconds. Ports: DRILL_CLUSTER_PORT (nginx, the instances on the
## three after it), DRILL_APP_PORT, DRILL_PG_PORT, DRILL_SMTP_PORT (default: free ones).
drill-postgres: install build nginx
	$(APP_ENV) DRILL_ONLY=postgres-restart node ops/drills/run.mjs

drill-smtp: install build
	$(APP_ENV) DRILL_ONLY=smtp-outage node ops/drills/run.mjs

## Back up the embedded database, while the app runs or not, to backups/penwright-<time>.tar.gz (FILE=... to choose);
## docs/operations.md, "Backups". An external database (DATABASE_URL) is backed up with pg_dump (same section).
backup: build-backend
	node backend/dist/src/backup.js backup $(FILE)

## Put a backup of `make backup` back into the embedded database: stop the app first. make restore FILE=backups/....
restore: build-backend
	@test -n "$(FILE)" || { echo "Say which backup: make restore FILE=backups/penwright-<time>.tar.gz"; exit 1; }
	node backend/dist/src/backup.js restore $(FILE)

clean:
	rm -rf backend/dist frontend/dist frontend/dist-ssr packages/text/dist node_modules/.install-stamp
