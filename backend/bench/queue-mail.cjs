// A newsletter-like batch for `make bench`'s mail row (mail-drain.mjs): boots the built app without workers
// (JOB_WORKERS=false) on the bench's database, as a second instance would run, and queues BENCH_MAIL_COUNT messages
// of one newsletter issue through MailOutbox in units of work of BENCH_MAIL_BATCH, as a newsletter send does. Prints `READY` once booted,
// then one line of JSON with the time queuing took.
require('reflect-metadata');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = join(__dirname, '../dist/src');
const { loadConfig } = require(join(dist, 'config.js'));
const { createPenwrightApp } = require(join(dist, 'app.js'));
const { MailOutbox } = require(join(dist, 'modules/mail/application/mail-outbox.js'));
const { SignedTokens } = require(join(dist, 'platform/security/signed-tokens.js'));
const { UNIT_OF_WORK } = require(join(dist, 'shared/application/unit-of-work.js'));
const { MikroORM, RequestContext } = require('@mikro-orm/core');

/** A real issue's length and formatting (about 300 words, bold, a link), as an editor writes one. */
const ISSUE = {
  title: 'November at the collective: three open briefs and a note on pitching',
  body: [
    'Three briefs opened this week, and two of them close on Friday, so read them early.',
    '**A garden centre in Leeds** wants four seasonal guides of about 1,200 words each: composting on a balcony, ' +
      'winter pruning, bulbs for clay soil and a beginner’s guide to houseplants that survive radiators. The pay is ' +
      '$0.14 a word, and the editor would like a short outline before the first draft.',
    '**A payments start-up** needs a plain-English explainer of card authorisation for small shop owners. Flat fee ' +
      'of $420 for 1,500 words, one round of revisions included. If you have written for merchants before, say so ' +
      'when you accept: it is the first thing the client asked about.',
    '**A regional museum** is refreshing the labels of its textile gallery: forty labels of 60 to 80 words, written ' +
      'for visitors aged twelve and up. This one rewards precision more than flourish.',
    'A note on pitching, from this month’s reviews: the pieces editors sent back fastest were the ones whose first ' +
      'paragraph answered the brief’s question directly. Lead with the answer, then earn the reader’s time with the ' +
      'detail. Our editors would rather cut a good second paragraph than wait for a buried first one.',
    'Payouts for October’s completed work went out on Tuesday. If yours has not arrived, reply to this email and ' +
      'we will look into it the same day.',
    'Read the full briefs on your dashboard, and see [this month’s writing prompts](https://writers.example/) for ' +
      'something to warm up with.',
  ].join('\n\n'),
};

async function main() {
  const count = Number(process.env.BENCH_MAIL_COUNT);
  const batch = Number(process.env.BENCH_MAIL_BATCH);
  const app = await createPenwrightApp(loadConfig({ ...process.env, JOB_WORKERS: 'false' }));
  await app.init();
  const outbox = app.get(MailOutbox);
  const uow = app.get(UNIT_OF_WORK);
  const orm = app.get(MikroORM);
  const tokens = app.get(SignedTokens);
  console.log('READY');
  const started = performance.now();
  for (let first = 0; first < count; first += batch) {
    await RequestContext.create(orm.em, () =>
      uow.run(async () => {
        for (let n = first; n < Math.min(count, first + batch); n++) {
          // As content's SendIssueBatch queues an issue: the same title and body, each subscriber's own token.
          await outbox.queue({
            kind: 'newsletter.issue',
            to: { email: `reader${n}@subscribers.example`, name: '' },
            data: { ...ISSUE, unsubscribeToken: tokens.sign('newsletter-unsubscribe', String(n + 1)) },
            eventKey: `bench:newsletter:${n}`,
            campaign: 'newsletter:bench',
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
