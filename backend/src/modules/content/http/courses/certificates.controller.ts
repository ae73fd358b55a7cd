import { Controller, Get, Inject, Param, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { Public } from '../../../../platform/http/access.decorators';
import { DownloadCertificate } from '../../application/courses/download-certificate';
import { GetCertificate } from '../../application/courses/get-certificate';
import type { CertificateView } from '../../domain/courses/certificate';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

/** Public: whoever holds a certificate's id may verify it (D12). */
@ApiTags('content')
@Public()
@Controller('api/certificates')
export class CertificatesController {
  constructor(
    private readonly certificate: GetCertificate,
    private readonly download: DownloadCertificate,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  @Get(':id')
  @ApiErrors(E.CERTIFICATE_NOT_FOUND)
  getCertificate(@Param('id') id: string): Promise<CertificateView> {
    return this.certificate.execute(id);
  }

  /** The certificate as a PDF: 400 for an id that is not a UUID, 404 for one that names no certificate. */
  @Get(':id/pdf')
  @ApiErrors(E.CERTIFICATE_NOT_FOUND)
  @ApiProduces('application/pdf')
  async downloadPdf(@Param('id') id: string): Promise<StreamableFile> {
    const pdf = await this.download.execute(id, this.settings.siteUrl);
    return new StreamableFile(pdf.content, {
      type: 'application/pdf',
      length: pdf.content.length,
      disposition: `attachment; filename="${pdf.fileName}"`,
    });
  }
}
