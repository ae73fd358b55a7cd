import { exportFileName, exportText } from './exportDraft';

describe('Export (D5)', () => {
  it('names the file after the title', () => {
    expect(exportFileName('The Lighthouse Keeper', 'md')).toBe('The Lighthouse Keeper.md');
    expect(exportFileName('  Notes:  draft 2/3?  ', 'txt')).toBe('Notes draft 2 3.txt');
    expect(exportFileName('...', 'md')).toBe('Untitled draft.md');
    expect(exportFileName('', 'txt')).toBe('Untitled draft.txt');
    expect(exportFileName('x'.repeat(300), 'md')).toHaveLength(123);
  });

  it('writes the title as a heading (Markdown) or a first line (text), then the text', () => {
    expect(exportText('The Keeper', 'First line.\n\nSecond.  \n', 'md')).toBe(
      '# The Keeper\n\nFirst line.\n\nSecond.\n',
    );
    expect(exportText('The Keeper', 'Body', 'txt')).toBe('The Keeper\n\nBody\n');
    expect(exportText(' ', '', 'md')).toBe('# Untitled draft\n');
  });
});
