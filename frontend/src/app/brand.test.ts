import { DEFAULT_BRAND, resolveBrand } from './brand';

describe('resolveBrand', () => {
  it('uses the defaults when nothing was injected', () => {
    expect(resolveBrand(undefined)).toEqual(DEFAULT_BRAND);
    expect(DEFAULT_BRAND).toEqual({
      brandName: 'Penwright Collective',
      brandShortName: 'Penwright',
      supportEmail: 'support@penwright.example',
      applicationsEmail: 'applications@penwright.example',
      governingState: 'Delaware',
      contactPhone: '+1 (555) 013-4821',
      contactAddress: '1200 Market Street, Suite 400; Wilmington, DE 19801',
    });
  });

  it('takes injected values over the defaults, ignoring blanks, non-strings and unknown keys', () => {
    const brand = resolveBrand({
      brandName: '  Inkwell Guild ',
      brandShortName: '',
      supportEmail: 42,
      governingState: 'Oregon',
      somethingElse: 'x',
    });
    expect(brand).toEqual({ ...DEFAULT_BRAND, brandName: 'Inkwell Guild', governingState: 'Oregon' });
  });
});
