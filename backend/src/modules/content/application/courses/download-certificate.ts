import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { isCertificateId, toCertificateView } from '../../domain/courses/certificate';
import { certificateNotFound, invalidCertificateId } from '../../domain/courses/courses.errors';
import { CERTIFICATE_DOCUMENT, CERTIFICATE_REPOSITORY } from '../../content.tokens';
import type { CertificateDocument } from './ports/certificate-document';
import type { CertificateRepository } from './ports/certificate.repository';

export interface CertificatePdf {
  fileName: string;
  content: Buffer;
}

/** A certificate as a PDF (D12), for anyone who has its id, like its public page. */
@Injectable()
export class DownloadCertificate {
  constructor(
    @Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository,
    @Inject(CERTIFICATE_DOCUMENT) private readonly document: CertificateDocument,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  /** `origin`: the site's public origin, where the verification page is. */
  async execute(id: string, origin: string): Promise<CertificatePdf> {
    if (!isCertificateId(id)) throw invalidCertificateId();
    const certificate = await this.certificates.findById(id.toLowerCase());
    if (!certificate) throw certificateNotFound();
    const view = toCertificateView(certificate);
    const content = await this.document.render({
      ...view,
      brandName: this.settings.brand.brandName,
      verificationUrl: `${origin}/certificates/${view.id}`,
    });
    return { fileName: `certificate-${view.id}.pdf`, content };
  }
}
