import { act, renderHook } from '@testing-library/react';
import { FIRST_ROWS, MORE_ROWS, useRowsInSteps } from './useRowsInSteps';

const page = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe('useRowsInSteps: a list’s first page drawn a few rows at a time (issue 29)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const step = () => act(() => void jest.runOnlyPendingTimers());

  it('draws the first rows, then the rest a few per task, then every later answer whole', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows), {
      initialProps: { rows: page(20) as number[] | undefined },
    });
    expect(result.current).toEqual({ rows: page(FIRST_ROWS), pending: true });
    step();
    expect(result.current.rows).toEqual(page(FIRST_ROWS + MORE_ROWS));
    for (let i = 0; i < 5; i++) step();
    expect(result.current).toEqual({ rows: page(20), pending: false });

    // The next page, asked by the person: all at once.
    rerender({ rows: page(50, 21) });
    expect(result.current).toEqual({ rows: page(50, 21), pending: false });
  });

  it('waits for the first answer, and a short first page is drawn whole, and so is any later one', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows), {
      initialProps: { rows: undefined as number[] | undefined },
    });
    expect(result.current).toEqual({ rows: [], pending: false });
    step();
    rerender({ rows: page(3) });
    expect(result.current).toEqual({ rows: page(3), pending: false });
    step();
    rerender({ rows: page(20) });
    expect(result.current).toEqual({ rows: page(20), pending: false });
  });
});
