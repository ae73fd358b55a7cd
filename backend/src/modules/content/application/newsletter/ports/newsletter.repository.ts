export interface NewsletterRepository {
  /** Stores the address once; subscribing a known address again changes nothing. */
  subscribe(email: string): Promise<void>;
}
