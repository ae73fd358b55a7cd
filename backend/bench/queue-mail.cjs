// A newsletter-like batch for `make bench`'s mail row (mail-drain.mjs): boots the built app without workers
// (JOB_WORKERS=false) on the bench's database, as a second instance would run, and queues BENCH_MAIL_COUNT messages
// through MailOutbox in units of work of BENCH_MAIL_BATCH, as a newsletter send does. Prints `READY` once booted,
// then one line of JSON with the time queuing took.
require('reflect-metadata');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = join(__dirname, '../dist/src');
const { loadConfig } = require(join(dist, 'config.js'));
const { createPenwrightApp } = require(join(dist, 'app.js'));
const { MailOutbox } = require(join(dist, 'modules/mail/application/mail-outbox.js'));
const { UNIT_OF_WORK } = require(join(dist, 'shared/application/unit-of-work.js'));
const { MikroORM, RequestContext } = require('@mikro-orm/core');

async function main() {
  const count = Number(process.env.BENCH_MAIL_COUNT);
  const batch = Number(process.env.BENCH_MAIL_BATCH);
  const app = await createPenwrightApp(loadConfig({ ...process.env, JOB_WORKERS: 'false' }));
  await app.init();
  const outbox = app.get(MailOutbox);
  const uow = app.get(UNIT_OF_WORK);
  const orm = app.get(MikroORM);
  console.log('READY');
  const started = performance.now();
  for (let first = 0; first < count; first += batch) {
    await RequestContext.create(orm.em, () =>
      uow.run(async () => {
        for (let n = first; n < Math.min(count, first + batch); n++) {
          await outbox.queue({
            kind: 'mail.test',
            to: { email: `reader${n}@subscribers.example`, name: `Reader ${n}` },
            eventKey: `bench:newsletter:${n}`,
            campaign: 'bench:newsletter',
          });
        }
      }),
    );
  }
  console.log(JSON.stringify({ queueSeconds: (performance.now() - started) / 1000 }));
  await app.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
