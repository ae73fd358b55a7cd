import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

const FILE = 'GET /api/resources/download/complete-style-guide.pdf';
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });

async function panel() {
  return within(await screen.findByRole('region', { name: 'Professional Resources' }, { timeout: 15_000 }));
}

describe('the dashboard’s professional resources (D5)', () => {
  afterEach(() => {
    // jsdom has no object URLs; each test that needs one defines it.
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('lists the eight PDFs with View, Download and Access', async () => {
    mockServer(dashboardRoutes());
    renderApp('/dashboard');
    const resources = await panel();
    expect(resources.getAllByRole('button', { name: /^View / })).toHaveLength(8);
    expect(resources.getAllByRole('button', { name: /^Download / })).toHaveLength(8);
    const access = resources.getAllByRole('link', { name: /^Access / });
    expect(access).toHaveLength(8);
    expect(access[0]).toHaveAttribute('href', '/resources');
  });

  it('View opens the PDF in a new tab', async () => {
    const server = mockServer(dashboardRoutes({}, { [FILE]: pdf }));
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/style-guide');
    URL.revokeObjectURL = jest.fn();
    renderApp('/dashboard');
    const resources = await panel();
    await userEvent.setup().click(resources.getByRole('button', { name: 'View Complete Style Guide' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/style-guide'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(server.calls()).toContain(FILE);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('View closes the tab again and asks to log in on a 401', async () => {
    mockServer(dashboardRoutes({}, { [FILE]: unauthorized }));
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/dashboard');
    const resources = await panel();
    await userEvent.setup().click(resources.getByRole('button', { name: 'View Complete Style Guide' }));
    expect(await resources.findByText('Please log in to download resources.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('Download says it failed on any other error', async () => {
    mockServer(dashboardRoutes({}, { [FILE]: () => json(500, { statusCode: 500, message: 'Internal server error' }) }));
    renderApp('/dashboard');
    const resources = await panel();
    await userEvent.setup().click(resources.getByRole('button', { name: 'Download Complete Style Guide' }));
    expect(await resources.findByText('Failed to download resource. Please try again.')).toBeInTheDocument();
  });
});
