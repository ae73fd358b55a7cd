import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OriginalityReportPanel } from './OriginalityReportPanel';
import type { OriginalityReport } from './plagiarismApi';

const REPORT: OriginalityReport = {
  originalityScore: 35,
  totalSources: 1,
  words: 120,
  createdAt: '2026-11-14T16:00:00.000Z',
  matches: [
    {
      kind: 'submission',
      source: 'Submission to “Composting on a city balcony”',
      similarity: 65,
      url: '/admin/assignment/40',
      matchedText: 'Balcony composting works in a flat if the bin is small, sealed and fed little and often.',
      submissionId: 903,
      assignmentId: 40,
      userId: 8,
    },
  ],
};

describe('the editors’ originality report of a submitted version', () => {
  it('shows the score, the source assignment with its link and the matched text (D13)', () => {
    render(
      <MemoryRouter>
        <OriginalityReportPanel report={REPORT} />
      </MemoryRouter>,
    );
    const report = screen.getByRole('region', { name: 'Originality report' });
    expect(within(report).getByText('35%')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Submission to “Composting on a city balcony”' })).toHaveAttribute(
      'href',
      '/admin/assignment/40',
    );
    expect(within(report).getByText(REPORT.matches[0]!.matchedText)).toBeInTheDocument();
    expect(within(report).getByText(/not search the web/)).toBeInTheDocument();
  });

  it('says when a version has no report', () => {
    render(<OriginalityReportPanel report={null} />);
    expect(screen.getByText('No originality report for this version.')).toBeInTheDocument();
  });
});
