import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { writingRoutes } from '../writing.fixtures';

jest.setTimeout(60_000);

async function openTools(extra = {}) {
  const server = mockServer(writingRoutes(extra));
  renderApp('/writing-tools?tab=tools');
  await screen.findByRole('tab', { name: 'Writing Tools', selected: true }, { timeout: 15_000 });
  return { server, user: userEvent.setup() };
}

const tool = (name: string) => within(screen.getByRole('region', { name }));

/** The value shown under a figure's label. */
const figure = (region: ReturnType<typeof tool>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Writing Tools tab (D5: everything works in the browser)', () => {
  it('counts words, sentences and paragraphs', async () => {
    const { user } = await openTools();
    const counter = tool('Word Counter');
    await user.click(counter.getByRole('textbox', { name: 'Text to count' }));
    await user.paste("Don't stop. State-of-the-art work—done!\n\nA second paragraph.");
    expect(figure(counter, 'Words')).toBe('8');
    expect(figure(counter, 'Sentences')).toBe('3');
    expect(figure(counter, 'Paragraphs')).toBe('2');
    expect(figure(counter, 'Reading time')).toBe('1 min read');
  });

  it('scores readability with the counts it used', async () => {
    const { user } = await openTools();
    const scorer = tool('Readability Score');
    await user.click(scorer.getByRole('textbox', { name: 'Text to score' }));
    await user.paste('The quick brown fox jumps over the lazy dog.');
    expect(figure(scorer, 'Reading ease')).toBe('94.3');
    expect(figure(scorer, 'Grade level')).toBe('2.3');
    expect(scorer.getByText('Very easy: 5th grade.')).toBeInTheDocument();
    expect(scorer.getByText('From 1 sentence, 9 words and 11 syllables.')).toBeInTheDocument();
  });

  it('generates an outline around the topic', async () => {
    const { user } = await openTools();
    const generator = tool('Outline Generator');
    await user.click(generator.getByRole('button', { name: 'Generate Outline' }));
    expect(generator.getByRole('alert')).toHaveTextContent('Enter a topic to outline.');

    await user.click(generator.getByRole('combobox', { name: 'Kind of piece' }));
    await user.click(await screen.findByTitle('Research paper'));
    await user.type(generator.getByRole('textbox', { name: 'Topic' }), 'microplastics in drinking water');
    await user.click(generator.getByRole('button', { name: 'Generate Outline' }));

    expect(
      generator.getByRole('heading', { name: 'Microplastics in Drinking Water: A Review of the Evidence' }),
    ).toBeInTheDocument();
    expect(generator.getByText('Literature review')).toBeInTheDocument();
  });

  it('formats a citation in the chosen style, italics included', async () => {
    const { user } = await openTools();
    const helper = tool('Citation Helper');
    await user.type(helper.getByRole('textbox', { name: 'Author(s)' }), 'Phil Galewitz');
    await user.type(helper.getByRole('textbox', { name: 'Title' }), 'Worries Mount Over Medicaid Cutbacks');
    await user.type(helper.getByRole('textbox', { name: 'Site name' }), 'NPR');
    await user.type(helper.getByRole('textbox', { name: 'Date published' }), '2016-11-19');
    expect(helper.getByTestId('citation')).toHaveTextContent(
      'Galewitz, P. (2016, November 19). Worries Mount Over Medicaid Cutbacks. NPR.',
    );
    expect(helper.getByTestId('citation').querySelector('i')).toHaveTextContent('Worries Mount Over Medicaid Cutbacks');

    await user.click(helper.getByRole('combobox', { name: 'Style' }));
    await user.click(await screen.findByTitle('MLA'));
    expect(helper.getByTestId('citation')).toHaveTextContent(
      'Galewitz, Phil. “Worries Mount Over Medicaid Cutbacks.” NPR, 19 Nov. 2016.',
    );

    await user.type(helper.getByRole('textbox', { name: 'Date published' }), 'x');
    expect(helper.getByText('Use YYYY, YYYY-MM or YYYY-MM-DD.')).toBeInTheDocument();
  });

  it('downloads the complete style guide and links the grammar tool', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/guide');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, user } = await openTools({
      'GET /api/resources/download/complete-style-guide.pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    await user.click(screen.getByRole('button', { name: 'Download the Complete Style Guide (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.calls()).toContain('GET /api/resources/download/complete-style-guide.pdf');
    expect(tool('Grammar Check').getByRole('link', { name: 'Open the Grammar Tool' })).toHaveAttribute(
      'href',
      '/grammar-tool',
    );
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
  });

  it('says why the style guide did not download', async () => {
    const { user } = await openTools({
      'GET /api/resources/download/complete-style-guide.pdf': () =>
        json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No' }),
    });
    await user.click(screen.getByRole('button', { name: 'Download the Complete Style Guide (PDF)' }));
    expect(await screen.findByText('Please log in to download resources.')).toBeInTheDocument();
  });
});
