// The framework ceiling: a bare Express 5 app (the HTTP layer under NestJS) with one JSON route.
// Started by run.mjs as its own process (PORT from the environment).
import express from 'express';

const port = Number(process.env.PORT ?? 3101);
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});

const server = app.listen(port, '127.0.0.1', () => console.log(`bare Express listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
