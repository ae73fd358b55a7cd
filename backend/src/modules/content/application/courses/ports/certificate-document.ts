/** What the certificate's PDF says (D12). */
export interface CertificateDocumentContent {
  id: string;
  brandName: string;
  memberName: string;
  courseTitle: string;
  issuedAt: Date;
  /** The public page that verifies it, `/certificates/{id}` on the site's origin. */
  verificationUrl: string;
}

export interface CertificateDocument {
  render(content: CertificateDocumentContent): Promise<Buffer>;
}
