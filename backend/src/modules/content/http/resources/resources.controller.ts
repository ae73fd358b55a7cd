import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubscribersOnly } from '../../../../platform/http/access.decorators';
import { DownloadResource } from '../../application/resources/download-resource';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

/** Members with an active subscription (D20: 403 SUBSCRIPTION_REQUIRED without one; 401 for visitors). */
@SubscribersOnly()
@ApiTags('content')
@Controller('api/resources')
export class ResourcesController {
  constructor(private readonly download: DownloadResource) {}

  @Get('download/:file')
  @ApiErrors(E.RESOURCE_NOT_FOUND)
  async downloadFile(@Param('file') file: string): Promise<StreamableFile> {
    const resource = await this.download.execute(file);
    return new StreamableFile(resource.stream, {
      type: resource.contentType,
      length: resource.size,
      disposition: `attachment; filename="${resource.fileName}"`,
    });
  }
}
