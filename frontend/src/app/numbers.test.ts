import { groupDigits } from './numbers';

describe('counts written as en-US writes them', () => {
  it('groups thousands as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [
      0, 7, 999, 1000, 1250, 12345, 999999, 1000000, 1234567890, -1250, 1.5, 12.3456, 1234.5678, -12.5,
    ]) {
      expect(groupDigits(value)).toBe(intl.format(value));
    }
  });
});
