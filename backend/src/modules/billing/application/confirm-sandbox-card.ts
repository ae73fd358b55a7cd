import { Inject, Injectable } from '@nestjs/common';
import { SANDBOX_CARDS } from '../billing.tokens';
import type { SandboxCards, TestCard } from './ports/sandbox-cards';

/** `POST /api/billing/sandbox/confirm`: the sandbox card form's submit (404 with the Stripe provider). */
@Injectable()
export class ConfirmSandboxCard {
  constructor(@Inject(SANDBOX_CARDS) private readonly cards: SandboxCards) {}

  execute(clientSecret: string, card: TestCard): Promise<{ status: 'succeeded' }> {
    return this.cards.confirm(clientSecret, card);
  }
}
