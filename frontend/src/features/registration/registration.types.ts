import type { CreateAccountRequest } from '../billing/billingApi';

/** Applicant info (spec section 3), as the form holds it: an optional field is an empty string. */
export type ApplicantInfo = Required<
  Pick<
    CreateAccountRequest,
    'email' | 'firstName' | 'lastName' | 'address' | 'phone' | 'preferredGenres' | 'experience'
  >
>;

/** Account credentials (spec section 3). */
export type AccountCredentials = Required<Pick<CreateAccountRequest, 'username' | 'password' | 'confirmPassword'>>;

export type WizardStep = 'info' | 'account' | 'membership' | 'payment';

export const EMPTY_INFO: ApplicantInfo = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  phone: '',
  preferredGenres: '',
  experience: '',
};
