import { liftPreloads } from './liftPreloads';

describe('the preloads React puts ahead of the markup', () => {
  it('go to the head; the root keeps only the app', () => {
    const markup =
      '<link rel="preload" as="image" href="/illustrations/hero-writing-desk.svg"/><div class="pw-app"><img src="/a.svg"/></div>';
    expect(liftPreloads(markup)).toEqual({
      preloads: '<link rel="preload" as="image" href="/illustrations/hero-writing-desk.svg"/>',
      body: '<div class="pw-app"><img src="/a.svg"/></div>',
    });
  });

  it('leave markup without any as it is', () => {
    expect(liftPreloads('<div class="pw-app"><link rel="preload" href="/x"/></div>')).toEqual({
      preloads: '',
      body: '<div class="pw-app"><link rel="preload" href="/x"/></div>',
    });
  });
});
