import { Inject, Injectable } from '@nestjs/common';
import { resourceNotFound } from '../../domain/resources/resources.errors';
import { isResourceFile } from '../../domain/resources/resources';
import { FILE_STORAGE } from '../../content.tokens';
import type { FileStorage, StoredFile } from './ports/file-storage';

export interface ResourceDownload extends StoredFile {
  fileName: string;
  contentType: 'application/pdf';
}

/** One of the eight member PDFs; any other name is not found, whatever it points at. */
@Injectable()
export class DownloadResource {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async execute(fileName: string): Promise<ResourceDownload> {
    if (!isResourceFile(fileName)) throw resourceNotFound();
    const file = await this.storage.open(fileName);
    if (!file) throw resourceNotFound();
    return { ...file, fileName, contentType: 'application/pdf' };
  }
}
