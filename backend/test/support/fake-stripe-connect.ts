import { FakeStripeError, type Obj } from './fake-stripe-state';

type Params = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);
const ONBOARDING_DUE = ['external_account', 'individual.name', 'tos_acceptance.date'];

/**
 * Stripe Connect as the fake speaks it (D21): Express accounts, account links, and transfers that honour
 * `Idempotency-Key` the way Stripe does (the same key answers the first transfer again, never a second one).
 */
export class FakeConnectState {
  private counter = 0;
  readonly accounts = new Map<string, Obj>();
  readonly accountLinks: Obj[] = [];
  readonly transfers = new Map<string, Obj>();
  /** Idempotency key → the transfer it made. */
  readonly byKey = new Map<string, string>();
  /** Idempotency key → the refusal it got: Stripe answers a key's stored error again, as it does a transfer. */
  readonly refusedByKey = new Map<string, FakeStripeError>();
  /** While above 0, a transfer is made but its answer is lost (the connection drops): a timeout after the fact. */
  dropTransferAnswers = 0;
  /** While above 0, a transfer call never reaches Stripe (the connection is refused): nothing is made. */
  unreachableTransferCalls = 0;
  /** Every `POST /v1/transfers` that reached the fake, retries included. */
  transferCalls = 0;

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fakeconnect${String(this.counter).padStart(6, '0')}`;
  }

  createAccount(params: Params): Obj {
    if (params.type !== 'express') throw new FakeStripeError(400, 'invalid_request_error', 'type must be express');
    const account: Obj = {
      id: this.id('acct'),
      object: 'account',
      type: 'express',
      email: params.email,
      metadata: params.metadata ?? {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: [...ONBOARDING_DUE], eventually_due: [], past_due: [] },
    };
    this.accounts.set(account.id, account);
    return account;
  }

  createAccountLink(params: Params): Obj {
    const account = this.mustGet(this.accounts, String(params.account), 'account');
    for (const url of ['return_url', 'refresh_url']) {
      if (typeof params[url] !== 'string') throw new FakeStripeError(400, 'invalid_request_error', `Missing ${url}`);
    }
    const link = {
      id: this.id('link'),
      object: 'account_link',
      url: `https://connect.stripe.fake/setup/e/${account.id}`,
      return_url: params.return_url,
      refresh_url: params.refresh_url,
      type: params.type,
      created: now(),
      expires_at: now() + 300,
    };
    this.accountLinks.push(link);
    return link;
  }

  /** What Stripe's hosted onboarding does when the member finishes it (or leaves something out). */
  finishOnboarding(accountId: string, due: string[] = []): void {
    Object.assign(this.mustGet(this.accounts, accountId, 'account'), {
      details_submitted: true,
      charges_enabled: due.length === 0,
      payouts_enabled: due.length === 0,
      requirements: { currently_due: due, eventually_due: [], past_due: [] },
    });
  }

  createTransfer(params: Params, idempotencyKey: string | undefined): Obj {
    this.transferCalls += 1;
    const known = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
    if (known) return this.transfers.get(known)!;
    const refused = idempotencyKey ? this.refusedByKey.get(idempotencyKey) : undefined;
    if (refused) throw refused;
    const destination = this.mustGet(this.accounts, String(params.destination), 'account');
    if (!destination.payouts_enabled) {
      const refusal = new FakeStripeError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers',
        'insufficient_capabilities_for_transfer',
      );
      if (idempotencyKey) this.refusedByKey.set(idempotencyKey, refusal);
      throw refusal;
    }
    const transfer: Obj = {
      id: this.id('tr'),
      object: 'transfer',
      amount: Number(params.amount),
      amount_reversed: 0,
      currency: params.currency,
      destination: destination.id,
      reversed: false,
      transfer_group: params.transfer_group ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    this.transfers.set(transfer.id, transfer);
    if (idempotencyKey) this.byKey.set(idempotencyKey, transfer.id);
    return transfer;
  }

  /** `GET /v1/transfers?transfer_group=...`, newest first, as Stripe lists them. */
  listTransfers(params: Params): Record<string, unknown> {
    const group = params.transfer_group;
    const data = [...this.transfers.values()]
      .filter((transfer) => group === undefined || transfer.transfer_group === group)
      .reverse()
      .slice(0, Number(params.limit ?? 10));
    return { object: 'list', data, has_more: false, url: '/v1/transfers' };
  }

  /** A day passes: Stripe forgets idempotency keys after 24 hours, so a key may make a second transfer. */
  forgetIdempotencyKeys(): void {
    this.byKey.clear();
    this.refusedByKey.clear();
  }

  reverse(transferId: string): Obj {
    const transfer = this.mustGet(this.transfers, transferId, 'transfer');
    return Object.assign(transfer, { reversed: true, amount_reversed: transfer.amount });
  }

  transfersTo(accountId: string): Obj[] {
    return [...this.transfers.values()].filter((transfer) => transfer.destination === accountId);
  }

  mustGet(map: Map<string, Obj>, id: string, kind: string): Obj {
    const found = map.get(id);
    if (!found) throw new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');
    return found;
  }
}
