import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DownloadResource } from '../../application/resources/download-resource';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

/** Members only (the global guard answers 401 to visitors). */
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
