import { Injectable } from '@nestjs/common';
import type { PlatformActivity } from '../../application/stats/ports/platform-activity';

/**
 * Completed assignments and paid-out income belong to the assignments and payouts modules, which do
 * not exist yet: until they export their figures, the community stats add 0 for both (D4). Replace
 * this binding in content.module.ts with an adapter over their application services.
 */
@Injectable()
export class NoActivityYet implements PlatformActivity {
  async completedAssignments(): Promise<number> {
    return 0;
  }

  async paidOutCents(): Promise<number> {
    return 0;
  }
}
