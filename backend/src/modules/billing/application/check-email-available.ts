import { Injectable } from '@nestjs/common';
import { UserAccounts } from '../../identity/application/user-accounts';
import { emailTaken } from '../../identity/domain/identity.errors';
import { tooManyEmailChecks } from '../domain/billing.errors';
import { RegistrationBudget } from './registration-budget';

/**
 * `POST /api/register/check-email` (issue 18): the registration's info step asks whether the e-mail is free
 * before the visitor fills in credentials and picks a tier. It answers what the payment setup would answer
 * later, from the same per-address budget (docs/security.md).
 */
@Injectable()
export class CheckEmailAvailable {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly budget: RegistrationBudget,
  ) {}

  async execute(email: string, clientAddress: string): Promise<{ available: true }> {
    if (!(await this.budget.spend(clientAddress))) throw tooManyEmailChecks();
    if (await this.accounts.findByEmail(email)) throw emailTaken();
    return { available: true };
  }
}
