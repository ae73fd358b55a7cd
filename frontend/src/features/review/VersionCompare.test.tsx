import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LATEST, reviewAssignment } from './review.fixtures';
import { VersionCompare } from './VersionCompare';

const [first, second] = reviewAssignment().submissions;
const third = { ...second!, id: 3, content: `${LATEST} Write it down.`, submittedAt: '2026-11-15T16:00:00.000Z' };

describe('VersionCompare', () => {
  it('goes back to the default pair when a new version arrives', async () => {
    const { rerender } = render(<VersionCompare versions={[first!, second!]} writerId={9} reviewedAt={null} />);
    expect(screen.getByText(/^Version 1 to version 2:/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Earlier' }));
    const options = await screen.findAllByTitle(/^Version 2 ·/);
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option'))!);
    expect(await screen.findByText('Version 2 to version 2: 0 words added, 0 removed')).toBeInTheDocument();

    // The writer resubmits while the page is open: the chosen pair no longer says what changed.
    rerender(<VersionCompare versions={[first!, second!, third]} writerId={9} reviewedAt={null} />);
    expect(await screen.findByText('Version 2 to version 3: 3 words added, 0 removed')).toBeInTheDocument();
  });
});
