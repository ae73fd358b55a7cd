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

/** The panel for REPORT, inside a router for its links; its region. */
function renderReport(): HTMLElement {
  render(
    <MemoryRouter>
      <OriginalityReportPanel report={REPORT} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Originality report' });
}

describe('the editors’ originality report of a submitted version', () => {
  it('shows the score, the source assignment with its link and the matched text (D13)', () => {
    const report = renderReport();
    expect(within(report).getByText('35%')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Submission to “Composting on a city balcony”' })).toHaveAttribute(
      'href',
      '/admin/assignment/40',
    );
    expect(within(report).getByText(REPORT.matches[0]!.matchedText)).toBeInTheDocument();
    expect(within(report).getByText(/not search the web/)).toBeInTheDocument();
  });

  it('speaks of the member’s version, not of the editor’s own text', () => {
    const report = renderReport();
    expect(within(report).getByText('35% of this version was not found in any text we compared.')).toBeInTheDocument();
    expect(within(report).getByText('65% of this version')).toBeInTheDocument();
    expect(report).not.toHaveTextContent(/your text/);
  });

  it('says when a version has no report', () => {
    render(<OriginalityReportPanel report={null} />);
    expect(screen.getByText('No originality report for this version.')).toBeInTheDocument();
  });
});
