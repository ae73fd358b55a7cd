/** A seeded account's name; its e-mail and password come from the settings (identity.settings.ts). */
export interface SeededName {
  firstName: string;
  lastName: string;
  username: string;
}

/** The accounts the seed step creates (provided by the module from infrastructure/seed). */
export interface IdentitySeedData {
  admin: SeededName;
  /** The demo member (README), and the approved demo member with paid work. */
  demo: SeededName;
  approvedDemo: SeededName;
}

export const IDENTITY_SEED = Symbol('IDENTITY_SEED');
