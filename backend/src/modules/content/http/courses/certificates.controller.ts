import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { GetCertificate } from '../../application/courses/get-certificate';
import type { CertificateView } from '../../domain/courses/certificate';

@ApiTags('content')
@Public()
@Controller('api/certificates')
export class CertificatesController {
  constructor(private readonly certificate: GetCertificate) {}

  @Get(':id')
  getCertificate(@Param('id') id: string): Promise<CertificateView> {
    return this.certificate.execute(id);
  }
}
