/**
 * A transaction boundary the application layer asks for without knowing the ORM: every repository call
 * made inside `run` (however deep, through other modules' services too) joins the one transaction, which
 * commits when `work` resolves and rolls back when it throws. A `run` inside a `run` joins the outer one.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');
