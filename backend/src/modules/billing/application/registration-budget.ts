import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';

/**
 * What one client address may ask of registration per hour, payment setups and e-mail checks together.
 * Each payment setup creates a provider customer and subscription; both calls tell whether an e-mail is
 * registered. Sharing one budget means the early e-mail check adds no answers a client could not already
 * get from the payment setup (docs/security.md, "Registration: is this e-mail taken?").
 */
export const REGISTRATION_LIMIT = { perAddress: 30, windowSeconds: 3600 } as const;

@Injectable()
export class RegistrationBudget {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /** Counts one call from the address, atomically; false once the hour's budget is spent. */
  async spend(clientAddress: string): Promise<boolean> {
    const hits = await this.limiter.hit(`billing:setup:${clientAddress}`, REGISTRATION_LIMIT.windowSeconds);
    return hits.count <= REGISTRATION_LIMIT.perAddress;
  }
}
