import { centsToDecimal, decimalToCents } from './money';

describe('money on the wire (D9)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [6000, '60.00'],
    [-250, '-2.50'],
  ])('%i cents is "%s"', (cents, text) => expect(centsToDecimal(cents)).toBe(text));

  it.each([
    ['60.00', 6000],
    ['60', 6000],
    ['60.5', 6050],
    ['.05', 5],
    [0.07, 7],
    [0.29, 29],
    [1.15, 115],
    [123456789.99, 12345678999],
  ])('%p is %i cents', (value, cents) => expect(decimalToCents(value)).toBe(cents));

  it.each([
    ['0.075'],
    [0.075],
    ['-1'],
    [-1],
    ['1e3'],
    [1e21],
    [Number.NaN],
    [Infinity],
    [''],
    ['.'],
    ['1.2.3'],
    [' 1'],
    [null],
    [true],
    [{}],
  ])('%p is not an amount', (value) => expect(decimalToCents(value)).toBeNull());

  it('per word 0.05 × 1,200 words is exactly 60.00', () => {
    expect(centsToDecimal(decimalToCents('0.05')! * 1200)).toBe('60.00');
  });
});
