// Preloaded by run.mjs into the app and the raw pg server (`node --require`): records the SQL each `pg` client
// sends while the harness asks, so that it can check that both servers run the same statements for a row.
// SIGUSR2 starts a recording (the file BENCH_SQL_TRACE then says {"recording":true}); the next SIGUSR2 writes
// what was sent meanwhile ({"statements":[...]}) and stops. Not recording, the wrapper costs one boolean test.
'use strict';
const { writeFileSync, renameSync } = require('node:fs');
const { Client } = require('pg');

const file = process.env.BENCH_SQL_TRACE;
if (file) {
  let statements = null;
  const query = Client.prototype.query;
  Client.prototype.query = function tracedQuery(config, ...rest) {
    if (statements) statements.push(typeof config === 'string' ? config : config?.text);
    return query.call(this, config, ...rest);
  };
  const publish = (content) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(content));
    renameSync(`${file}.tmp`, file);
  };
  process.on('SIGUSR2', () => {
    if (statements) {
      publish({ statements });
      statements = null;
    } else {
      statements = [];
      publish({ recording: true });
    }
  });
}
