/** MikroORM's PostgreSQL driver hands raw queries timestamptz values as strings. */
export function sqlDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function sqlNullableDate(value: Date | string | null): Date | null {
  return value === null ? null : sqlDate(value);
}
