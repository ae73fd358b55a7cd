import { col, RowShapeError } from './sql-runner';

describe('SqlRunner columns', () => {
  it('types what PostgreSQL sends: bigint counts as text, timestamps as text or Date', () => {
    expect(col.int('42', 'n')).toBe(42);
    expect(col.int(-3, 'n')).toBe(-3);
    expect(col.date('2026-11-23T10:00:00.000Z', 'at')).toEqual(new Date('2026-11-23T10:00:00.000Z'));
    expect(col.nullable(col.date)(null, 'at')).toBeNull();
    expect(col.oneOf(['a', 'b'] as const)('b', 's')).toBe('b');
  });

  it('refuses a value of the wrong shape, naming the column', () => {
    expect(() => col.int('4.5', 'count')).toThrow(new RowShapeError('column count: expected an integer, got "4.5"'));
    expect(() => col.int('99999999999999999999', 'count')).toThrow(RowShapeError);
    expect(() => col.text(undefined, 'title')).toThrow(/column title: expected text/);
    expect(() => col.bool('t', 'flag')).toThrow(/column flag/);
    expect(() => col.date('not a date', 'at')).toThrow(/column at: expected a timestamp/);
    expect(() => col.oneOf(['a', 'b'] as const)('c', 'status')).toThrow(/status: expected a \| b/);
    expect(() => col.int(null, 'id')).toThrow(/column id/);
  });
});
