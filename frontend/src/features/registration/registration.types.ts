/** Applicant info (spec section 3); phone, genres and experience are optional. */
export interface ApplicantInfo {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  phone: string;
  preferredGenres: string;
  experience: string;
}

/** Account credentials (spec section 3). */
export interface AccountCredentials {
  username: string;
  password: string;
  confirmPassword: string;
}

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
