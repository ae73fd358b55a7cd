// The upper bound of the benchmark: a bare node:http server answering every request with {"status":"ok"}.
// Started by run.mjs as its own process (PORT from the environment) so it never shares an event loop
// with the load generator.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3100);
const body = JSON.stringify({ status: 'ok' });

const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});

server.listen(port, '127.0.0.1', () => console.log(`bare node:http listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
