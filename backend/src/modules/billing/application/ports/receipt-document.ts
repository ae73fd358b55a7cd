/** What a receipt PDF says (issue 27): everything a member's bookkeeping needs, money in integer cents. */
export interface ReceiptContent {
  receiptNumber: string;
  issuedAt: Date;
  brandName: string;
  /** The collective's postal address (D1's `CONTACT_ADDRESS`), its lines separated by `;`. */
  brandAddress: string;
  supportEmail: string;
  memberName: string;
  memberEmail: string;
  tierName: string;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  refundedCents: number;
  currency: string;
  card: { brand: string; last4: string } | null;
}

export interface ReceiptDocument {
  render(content: ReceiptContent): Promise<Buffer>;
}
