export default async function globalTeardown() {
  await globalThis.__PENWRIGHT_TEST_DB__?.stop();
}
