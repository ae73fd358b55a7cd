// Runs before each test file: points TEST_DATABASE_URL at this jest worker's own database (global-setup.mjs
// creates one per worker), so two files running side by side never empty each other's tables.
const url = new URL(process.env.TEST_DATABASE_BASE_URL);
url.pathname = `${url.pathname}_${process.env.JEST_WORKER_ID ?? '1'}`;
process.env.TEST_DATABASE_URL = url.toString();
