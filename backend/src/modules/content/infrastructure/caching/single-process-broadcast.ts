import { Injectable } from '@nestjs/common';
import type { ContentKind } from '../../application/caching/content-kind';
import type { ContentChangeBroadcast } from '../../application/caching/ports/content-change-broadcast';

/**
 * One app process: there is no one else to tell, and no one tells it anything. Replace this binding (in
 * content.module.ts) with PostgreSQL NOTIFY/LISTEN when the app runs as several processes.
 */
@Injectable()
export class SingleProcessBroadcast implements ContentChangeBroadcast {
  async publish(_kind: ContentKind): Promise<void> {}

  onChange(_listener: (kind: ContentKind) => void): void {}
}
