/** A PostgreSQL array literal of integers: one parameter however many values (a text's thousands of hashes). */
export const intArray = (values: readonly number[]): string =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;
