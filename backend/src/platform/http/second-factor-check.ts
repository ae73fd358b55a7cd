/**
 * Whether an account has a second factor (D19: admin routes require one). The module that keeps the factors
 * (identity) provides it under this token, so the access guard asks it without knowing a module.
 */
export interface SecondFactorCheck {
  hasSecondFactor(userId: number): Promise<boolean>;
}

export const SECOND_FACTOR_CHECK = Symbol('SECOND_FACTOR_CHECK');
