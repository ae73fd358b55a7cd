import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/** What an erased subscription keeps instead of an address: the column must hold one, in lower case. */
const erasedAddress = "'erased-' || id || '@erased.invalid'";

/**
 * The member's subscriptions and their payment attempts (D19, "Your data"). On deletion, after
 * CancelMemberSubscription ended the live one at the provider, the rows stay as the record of what was charged,
 * without the address. The sandbox provider's customer, its stand-in for the provider's own records (not exported:
 * Stripe's are not ours either), forgets the name and address too.
 */
@Injectable()
export class BillingPersonalData implements PersonalData {
  readonly section = 'billing';
  readonly tables = {
    billing_subscriptions: ['user_id', 'requested_by_user_id', 'email'],
    billing_intents: ['subscription_id'],
  };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    const mine = 'SELECT subscription_id FROM billing_subscriptions WHERE user_id = ? OR requested_by_user_id = ?';
    return {
      billing_subscriptions: await this.sql.asStored(
        'SELECT * FROM billing_subscriptions WHERE user_id = ? OR requested_by_user_id = ? ORDER BY id',
        [id, id],
      ),
      billing_intents: await this.sql.asStored(
        `SELECT * FROM billing_intents WHERE subscription_id IN (${mine}) ORDER BY created_at`,
        [id, id],
      ),
    };
  }

  async erase({ id, email }: DataSubject): Promise<void> {
    await this.sql.run(
      `UPDATE billing_sandbox_customers SET email = ${erasedAddress}, name = 'Erased member'
        WHERE id IN (SELECT customer_id FROM billing_subscriptions WHERE user_id = ? OR requested_by_user_id = ?)
           OR (lower(email) = ? AND id NOT IN (SELECT customer_id FROM billing_subscriptions WHERE user_id <> ?))`,
      [id, id, email.toLowerCase(), id],
    );
    await this.sql.run(
      `UPDATE billing_subscriptions SET email = ${erasedAddress}
        WHERE user_id = ? OR requested_by_user_id = ? OR (user_id IS NULL AND email = ?)`,
      [id, id, email.toLowerCase()],
    );
  }
}
