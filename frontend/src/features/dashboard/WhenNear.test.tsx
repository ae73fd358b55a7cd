import userEvent from '@testing-library/user-event';

type Testing = typeof import('@testing-library/react/pure');
let act: Testing['act'];
let render: Testing['render'];
let screen: Testing['screen'];
let cleanup: Testing['cleanup'] | undefined;

/** The observers the blocks made, to say when their placeholder nears the screen. */
let observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
/** The idle callbacks asked for, run when the test says the browser is idle. */
let idle: (() => void)[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observers = observers.filter((entry) => entry !== this.entry);
  }
}

const near = (element: Element) =>
  act(() => {
    for (const { callback, element: observed } of observers.filter((entry) => entry.element === element))
      callback([{ isIntersecting: true, target: observed } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const browserIdle = () =>
  act(() => {
    const now = idle;
    idle = [];
    now.forEach((run) => run());
  });

// The module keeps its idle queue and whether the reader went on: each test loads it afresh, with the React and
// Testing Library of the same fresh module registry.
async function freshWhenNear() {
  jest.resetModules();
  ({ act, render, screen, cleanup } = (await import('@testing-library/react/pure')) as Testing);
  return (await import('./WhenNear')).WhenNear;
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  idle = [];
  Object.assign(globalThis, {
    IntersectionObserver: FakeIntersectionObserver,
    requestIdleCallback: (run: () => void) => idle.push(run),
  });
});

afterEach(() => {
  cleanup?.();
  jest.useRealTimers();
  delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
  delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
});

describe('WhenNear', () => {
  it('holds the block’s height, busy, until its place nears the screen', async () => {
    const WhenNear = await freshWhenNear();
    const { container } = render(
      <WhenNear reserve={420}>
        <h2>Passkeys</h2>
      </WhenNear>,
    );
    const placeholder = container.querySelector('.pw-when-near')!;
    expect(placeholder).toHaveStyle({ minHeight: '420px' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).toBeNull();

    await near(placeholder);
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    expect(container.querySelector('.pw-when-near')).toBeNull();
  });

  it('renders every waiting block in one idle turn, once the page has settled, not while it loads', async () => {
    const WhenNear = await freshWhenNear();
    render(
      <>
        <WhenNear reserve={300}>
          <h2>Two-factor sign-in</h2>
        </WhenNear>
        <WhenNear reserve={300}>
          <h2>Your data</h2>
        </WhenNear>
      </>,
    );
    // jsdom's document has loaded: the turn waits for the page to settle, not for the reader.
    await browserIdle();
    await act(() => jest.advanceTimersByTimeAsync(2900));
    await browserIdle();
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await browserIdle();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Two-factor sign-in',
      'Your data',
    ]);
  });

  it('begins the idle turn at once when the reader presses a key (a keyboard user tabbing down to them)', async () => {
    const WhenNear = await freshWhenNear();
    render(
      <WhenNear reserve={300}>
        <button type="button">Download my data</button>
      </WhenNear>,
    );
    await userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }).keyboard('{Tab}');
    await browserIdle();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('waits for the screen alone with idle={false} (a picture whose figures are in the page as text)', async () => {
    const WhenNear = await freshWhenNear();
    const { container } = render(
      <WhenNear reserve={240} idle={false}>
        <svg aria-label="bars" />
      </WhenNear>,
    );
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await browserIdle();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.pw-when-near')).not.toHaveAttribute('aria-busy');
    await near(container.querySelector('.pw-when-near')!);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
