import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { translateUserConflict } from './unique-violations';

/** What the pg driver throws, as MikroORM wraps it: the driver's fields are copied onto the exception. */
const violation = (constraint: string, message = `duplicate key value violates unique constraint "${constraint}"`) =>
  new UniqueConstraintViolationException(Object.assign(new Error(message), { code: '23505', constraint }));

describe('translateUserConflict', () => {
  it("maps the users table's unique constraints by name", () => {
    expect(translateUserConflict(violation('users_email_unique'))).toMatchObject({
      kind: 'CONFLICT',
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(translateUserConflict(violation('users_username_lower_unique'))).toMatchObject({
      kind: 'CONFLICT',
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
  });

  it('does not guess from the message', () => {
    const misleading = violation('users_email_unique', 'duplicate key (username) somewhere');
    expect(translateUserConflict(misleading)).toMatchObject({
      message: 'An account with this email already exists',
    });
  });

  it('returns any other violation or error unchanged, to be rethrown', () => {
    const other = violation('users_pkey');
    expect(translateUserConflict(other)).toBe(other);
    const unnamed = new UniqueConstraintViolationException(new Error('duplicate key value'));
    expect(translateUserConflict(unnamed)).toBe(unnamed);
    const foreignKey = new ForeignKeyConstraintViolationException(
      Object.assign(new Error('fk'), { constraint: 'users_email_unique' }),
    );
    expect(translateUserConflict(foreignKey)).toBe(foreignKey);
    const plain = new Error('connection lost');
    expect(translateUserConflict(plain)).toBe(plain);
  });
});
