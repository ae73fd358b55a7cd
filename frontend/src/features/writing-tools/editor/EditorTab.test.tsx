import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { bodyOf, draft, writingRoutes } from '../writing.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };

async function openEditor(routes = writingRoutes()) {
  const server = mockServer(routes);
  const app = renderApp('/writing-tools?tab=editor');
  await screen.findByRole('tab', { name: 'Text Editor', selected: true }, FIRST_RENDER);
  return { server, app, user: userEvent.setup() };
}

const textArea = () => screen.getByRole('textbox', { name: 'Text' });
const titleField = () => screen.getByRole('textbox', { name: 'Title' });

/** Captures what Export hands the browser to save: the file's name and its text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push({ name: '', blob });
    return `blob:http://localhost/${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files[files.length - 1]!.name = this.download;
  });
  return files;
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('the Text Editor tab', () => {
  afterEach(() => {
    // jsdom has no object URLs. The saved file's URL is revoked on a timer, which may fire in a later test.
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    URL.revokeObjectURL = () => undefined;
  });

  it('counts words and characters as the member writes, and reads at 200 words a minute', async () => {
    const { user } = await openEditor();
    await user.click(textArea());
    await user.paste(Array.from({ length: 250 }, () => 'word').join(' '));
    expect(screen.getByText('250 words')).toBeInTheDocument();
    expect(screen.getByText('1,249 characters')).toBeInTheDocument();
    expect(screen.getByText('2 min read')).toBeInTheDocument();
  });

  it('exports Markdown or plain text, named after the title', async () => {
    const files = captureDownloads();
    const { user } = await openEditor();
    await user.type(titleField(), 'The Lighthouse Keeper');
    await user.click(textArea());
    await user.paste('The lamp went dark at nine.');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(files[0]?.name).toBe('The Lighthouse Keeper.md');
    expect(await blobText(files[0]!.blob)).toBe('# The Lighthouse Keeper\n\nThe lamp went dark at nine.\n');

    await user.click(screen.getByRole('combobox', { name: 'Export format' }));
    await user.click(await screen.findByText('Plain text (.txt)'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(files[1]?.name).toBe('The Lighthouse Keeper.txt');
    expect(await blobText(files[1]!.blob)).toBe('The Lighthouse Keeper\n\nThe lamp went dark at nine.\n');
  });

  it('Save stores a new draft on the server', async () => {
    const created = draft({ id: 50, title: 'Field Notes', format: 'article', content: 'Three things.' });
    const { server, user } = await openEditor(writingRoutes({ 'POST /api/drafts': () => json(201, created) }));
    await user.type(titleField(), 'Field Notes');
    await user.click(textArea());
    await user.paste('Three things.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Draft Saved')).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await bodyOf(post)).toEqual({
      title: 'Field Notes',
      format: 'article',
      content: 'Three things.',
      promptId: null,
    });
    await waitFor(() => expect(server.calls().filter((call) => call === 'GET /api/drafts')).toHaveLength(2));
  });

  it('reopens a saved draft and saves it in place', async () => {
    const saved = draft({ id: 31, title: 'Notes on the Harbour', format: 'essay' });
    const { server, user } = await openEditor(
      writingRoutes({
        'GET /api/drafts': () => json(200, [{ ...saved, content: undefined }]),
        'GET /api/drafts/31': () => json(200, saved),
        'PUT /api/drafts/31': () => json(200, { ...saved, content: `${saved.content} More.`, wordCount: 8 }),
      }),
    );
    const drafts = within(await screen.findByRole('region', { name: 'Your Drafts' }));
    expect(await drafts.findByText('Notes on the Harbour')).toBeInTheDocument();
    expect(drafts.getByText(/Essay · 7 words · saved November 21, 2026/)).toBeInTheDocument();

    await user.click(drafts.getByRole('button', { name: 'Open Notes on the Harbour' }));

    await waitFor(() => expect(titleField()).toHaveValue('Notes on the Harbour'));
    expect(textArea()).toHaveValue('The harbour wakes before the town does.');
    expect(screen.getByRole('combobox', { name: 'Format' }).closest('.ant-select')).toHaveTextContent('Essay');

    await user.type(textArea(), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls()).toContain('PUT /api/drafts/31'));
    expect(server.calls()).not.toContain('POST /api/drafts');
  });

  it('deletes a draft after confirmation', async () => {
    let stored = [draft()];
    const { server, user } = await openEditor(
      writingRoutes({
        'GET /api/drafts': () => json(200, stored),
        'DELETE /api/drafts/31': () => {
          stored = [];
          return json(204);
        },
      }),
    );
    const drafts = within(await screen.findByRole('region', { name: 'Your Drafts' }));
    await user.click(await drafts.findByRole('button', { name: 'Delete Notes on the Harbour' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await drafts.findByText(/No drafts yet/)).toBeInTheDocument();
    expect(server.calls()).toContain('DELETE /api/drafts/31');
  });
});
