export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * The browser side of the sandbox provider: what Stripe.js does for the real one. Confirms the
 * setup or payment intent behind a client secret with a test card, or refuses it with the card's error.
 */
export interface SandboxCards {
  confirm(clientSecret: string, card: TestCard): Promise<{ status: 'succeeded' }>;
}
