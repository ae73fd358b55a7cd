import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { writingRoutes } from './writing.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };

// The tabs are plain elements now (issue 29: no antd Tabs in the first view); a tab opened before stays as it was.
describe('the writing tools’ tabs', () => {
  it('open with the keyboard, load the editor when opened and keep what was typed in a tab visited before', async () => {
    mockServer(writingRoutes());
    renderApp('/writing-tools');
    const prompts = await screen.findByRole('tab', { name: 'Writing Prompts', selected: true }, FIRST_RENDER);
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    const user = userEvent.setup();

    prompts.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Text Editor', selected: true })).toHaveFocus();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER), 'Harbour notes');

    await user.click(screen.getByRole('tab', { name: 'Writing Tools' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument(); // hidden, not gone
    await user.click(screen.getByRole('tab', { name: 'Text Editor' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Harbour notes');
  });
});
