import { DEFAULT_BRAND } from '../../app/brand';
import { LEGAL_DOCUMENTS } from './legal.data';
import { fillPlaceholders, withEmailLinks } from './legalText';

const brand = {
  ...DEFAULT_BRAND,
  brandName: 'Quill House',
  supportEmail: 'help@quill.example',
  governingState: 'Oregon',
};

describe('legal text (D1)', () => {
  it('leaves no placeholder in any legal document', () => {
    for (const document of LEGAL_DOCUMENTS) {
      const text = document.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
      const filled = fillPlaceholders(text, brand);
      expect(filled).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(document.lastUpdated).toBe('07/31/25');
    }
  });

  it('fills in the operator settings and links the support address', () => {
    expect(fillPlaceholders('{brandName} in {governingState}', brand)).toBe('Quill House in Oregon');
    expect(withEmailLinks('Write to help@quill.example today.', 'help@quill.example')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'help@quill.example' },
      { kind: 'text', text: ' today.' },
    ]);
  });
});
