import { Inject, Injectable } from '@nestjs/common';
import { isCertificateId, toCertificateView, type CertificateView } from '../../domain/courses/certificate';
import { certificateNotFound } from '../../domain/courses/courses.errors';
import { CERTIFICATE_REPOSITORY } from '../../content.tokens';
import type { CertificateRepository } from './ports/certificate.repository';

/** Public verification of a certificate (D12); a malformed id is simply not found. */
@Injectable()
export class GetCertificate {
  constructor(@Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository) {}

  async execute(id: string): Promise<CertificateView> {
    const certificate = isCertificateId(id) ? await this.certificates.findById(id.toLowerCase()) : null;
    if (!certificate) throw certificateNotFound();
    return toCertificateView(certificate);
  }
}
