import { Readiness } from './readiness';

describe('Readiness', () => {
  it('is ready until the process starts to shut down, by a signal or by closing the app, and stays draining', () => {
    const bySignal = new Readiness();
    expect(bySignal.draining).toBe(false);
    bySignal.drain();
    bySignal.drain();
    expect(bySignal.draining).toBe(true);

    const byClose = new Readiness();
    byClose.onModuleDestroy();
    expect(byClose.draining).toBe(true);
  });
});
