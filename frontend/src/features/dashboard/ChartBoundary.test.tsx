import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { ChartBoundary } from './ChartBoundary';

describe('ChartBoundary', () => {
  it('keeps the page when the chart’s download fails', async () => {
    // React reports the caught error on the console; it is the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const FailingChart = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <ChartBoundary>
        <Suspense fallback="Loading">
          <FailingChart />
        </Suspense>
      </ChartBoundary>,
    );
    expect(
      await screen.findByText('The earnings chart could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
  });
});
