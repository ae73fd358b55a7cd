/**
 * The in-memory state of the fake Stripe API used by the integration tests: just enough of customers,
 * prices, subscriptions, invoices, setup and payment intents for the billing adapter's calls.
 */
type Params = Record<string, unknown>;
export type Obj = Record<string, unknown> & { id: string };

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

export class FakeStripeState {
  private counter = 0;
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  /**
   * While set, `DELETE /v1/subscriptions/:id` does not cancel: it answers this error (a refusal, an outage), or
   * drops the connection unanswered (`unreachable`).
   */
  cancelFailure: FakeStripeError | 'unreachable' | null = null;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`;
  }

  createCustomer(params: Params): Obj {
    const customer = { id: this.id('cus'), object: 'customer', email: params.email, name: params.name };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createPrice(params: Params): Obj {
    const recurring = params.recurring as Params;
    const price = {
      id: this.id('price'),
      object: 'price',
      active: true,
      currency: params.currency,
      unit_amount: Number(params.unit_amount),
      lookup_key: params.lookup_key ?? null,
      recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) },
      product: this.id('prod'),
    };
    this.prices.set(price.id, price);
    return price;
  }

  listPrices(params: Params): Obj[] {
    const keys = (params.lookup_keys as string[] | undefined) ?? [];
    return [...this.prices.values()].filter((price) => keys.includes(price.lookup_key as string));
  }

  createSubscription(params: Params): Obj {
    const item = (params.items as Params[])[0];
    const price = this.mustGet(this.prices, item.price as string, 'price');
    const trialEnd = params.trial_end ? Number(params.trial_end) : null;
    const id = this.id('sub');
    const subscription: Obj = {
      id,
      object: 'subscription',
      customer: params.customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      cancel_at_period_end: false,
      trial_end: trialEnd,
      items: {
        object: 'list',
        data: [
          { id: this.id('si'), object: 'subscription_item', price, current_period_end: trialEnd ?? now() + 30 * DAY },
        ],
      },
      latest_invoice: null,
      pending_setup_intent: null,
      default_payment_method: null,
      metadata: params.metadata ?? {},
      payment_behavior: params.payment_behavior,
    };
    if (trialEnd) {
      const setup = this.createSetupIntent({ customer: params.customer }, id);
      subscription.pending_setup_intent = setup.id;
    } else {
      subscription.latest_invoice = this.createInvoice(id, price.unit_amount as number, subscription).id;
    }
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  createSetupIntent(params: Params, subscription: string | null = null): Obj {
    const id = this.id('seti');
    const setup = {
      id,
      object: 'setup_intent',
      customer: params.customer,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_abc`,
      payment_method: null,
      subscription,
    };
    this.setupIntents.set(id, setup);
    return setup;
  }

  private createInvoice(subscription: string, amount: number, owner?: Obj): Obj {
    const pi = this.id('pi');
    this.paymentIntents.set(pi, {
      id: pi,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount,
      currency: 'usd',
      client_secret: `${pi}_secret_xyz`,
      invoice_subscription: subscription,
    });
    const invoice = {
      id: this.id('in'),
      object: 'invoice',
      status: 'open',
      amount_due: amount,
      confirmation_secret: { client_secret: `${pi}_secret_xyz`, type: 'payment_intent' },
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      ...this.invoiceHistoryFields(pi, amount, subscription, owner),
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** What Stripe.js does when the browser confirms the intent with a working card. */
  succeed(intentId: string, paymentMethod = 'pm_card_visa'): void {
    const setup = this.setupIntents.get(intentId);
    if (setup) {
      Object.assign(setup, { status: 'succeeded', payment_method: paymentMethod });
      const sub = setup.subscription ? this.subscriptions.get(setup.subscription as string) : undefined;
      if (sub) Object.assign(sub, { pending_setup_intent: null, default_payment_method: paymentMethod });
      return;
    }
    const payment = this.mustGet(this.paymentIntents, intentId, 'payment_intent');
    Object.assign(payment, { status: 'succeeded', payment_method: paymentMethod });
    const sub = this.subscriptions.get(payment.invoice_subscription as string);
    if (sub) {
      Object.assign(sub, { status: 'active', default_payment_method: paymentMethod });
      const invoice = this.invoices.get(sub.latest_invoice as string);
      if (invoice) this.markInvoicePaid(invoice, payment);
    }
  }

  updateSubscription(id: string, params: Params): Obj {
    const sub = this.mustGet(this.subscriptions, id, 'subscription');
    if (params.items) {
      const pm = (params.default_payment_method ?? sub.default_payment_method) as string | null;
      if (params.payment_behavior === 'error_if_incomplete' && (!pm || pm.includes('Declined'))) {
        throw new FakeStripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      const item = (params.items as Params[])[0];
      const price = this.mustGet(this.prices, item.price as string, 'price');
      (sub.items as { data: Params[] }).data[0].price = price;
    }
    if (params.default_payment_method) sub.default_payment_method = params.default_payment_method;
    if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
    if (params.trial_end === 'now') Object.assign(sub, { status: 'active', trial_end: now() });
    if (params.metadata) sub.metadata = params.metadata;
    return sub;
  }

  cancelSubscription(id: string): Obj {
    if (this.cancelFailure instanceof FakeStripeError) throw this.cancelFailure;
    const sub = this.mustGet(this.subscriptions, id, 'subscription');
    return Object.assign(sub, { status: 'canceled', cancel_at_period_end: false });
  }

  /** The subscription with the fields named in `expand` replaced by their objects. */
  expand(sub: Obj, expand: string[]): Obj {
    const copy: Obj = JSON.parse(JSON.stringify(sub));
    if (expand.includes('default_payment_method') && typeof copy.default_payment_method === 'string') {
      copy.default_payment_method = this.paymentMethod(copy.default_payment_method);
    }
    if (expand.includes('pending_setup_intent') && copy.pending_setup_intent) {
      copy.pending_setup_intent = this.setupIntents.get(copy.pending_setup_intent as string);
    }
    if (expand.some((path) => path.startsWith('latest_invoice')) && copy.latest_invoice) {
      copy.latest_invoice = this.invoices.get(copy.latest_invoice as string);
    }
    return copy;
  }

  mustGet(map: Map<string, Obj>, id: string, kind: string): Obj {
    const found = map.get(id);
    if (!found) throw new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');
    return found;
  }

  // --- Billing history and card update (issue 27, billing): invoices, charges, refunds, payment methods ---

  readonly charges = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  readonly customerUpdates: { id: string; params: Params }[] = [];

  /** The fields of an invoice the billing history reads (its line's period and price, its payments). */
  private invoiceHistoryFields(paymentIntent: string, amount: number, subscription: string, owner?: Obj): Params {
    const start = now();
    return {
      customer: owner?.customer ?? null,
      currency: 'usd',
      created: start,
      amount_paid: 0,
      period_start: start,
      period_end: start,
      status_transitions: { paid_at: null },
      lines: {
        object: 'list',
        data: [{ id: this.id('il'), object: 'line_item', amount, period: { start, end: start + 30 * DAY } }],
      },
      payments: {
        object: 'list',
        data: [
          {
            id: this.id('inpay'),
            object: 'invoice_payment',
            payment: { type: 'payment_intent', payment_intent: paymentIntent },
          },
        ],
      },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription, metadata: owner?.metadata ?? {} },
      },
    };
  }

  /** The invoice paid by the payment intent: a charge on its card, as Stripe records it. */
  private markInvoicePaid(invoice: Obj, payment: Obj): void {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: now() },
    });
    const method = this.paymentMethod(payment.payment_method as string);
    const charge = {
      id: this.id('ch'),
      object: 'charge',
      customer: invoice.customer,
      amount: invoice.amount_due,
      amount_refunded: 0,
      created: now(),
      payment_intent: payment.id,
      payment_method_details: { type: 'card', card: method.card },
      refunds: { object: 'list', data: [] as Obj[] },
    };
    this.charges.set(charge.id, charge);
  }

  /** A renewal: a new paid invoice of the subscription on its default card (`amount` cents). */
  payRenewal(subscriptionId: string, amount: number): Obj {
    const sub = this.mustGet(this.subscriptions, subscriptionId, 'subscription');
    const invoice = this.createInvoice(subscriptionId, amount, sub);
    const payment = this.paymentIntents.get(
      (invoice.confirmation_secret as { client_secret: string }).client_secret.split('_secret_')[0],
    )!;
    Object.assign(payment, { status: 'succeeded', payment_method: sub.default_payment_method });
    this.markInvoicePaid(invoice, payment);
    return invoice;
  }

  /** A refund of (part of) the charge that paid the invoice, as the Dashboard or a credit note makes it. */
  refundInvoice(invoiceId: string, amount: number): void {
    const invoice = this.mustGet(this.invoices, invoiceId, 'invoice');
    const pi = ((invoice.payments as { data: Params[] }).data[0].payment as Params).payment_intent;
    const charge = [...this.charges.values()].find((candidate) => candidate.payment_intent === pi)!;
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    (charge.refunds as { data: Obj[] }).data.push({ id: this.id('re'), object: 'refund', amount, created: now() + 1 });
  }

  listInvoices(params: Params): Obj[] {
    return [...this.invoices.values()]
      .filter((invoice) => !params.customer || invoice.customer === params.customer)
      .filter((invoice) => !params.subscription || subscriptionOf(invoice) === params.subscription)
      .filter((invoice) => !params.status || invoice.status === params.status)
      .reverse();
  }

  listCharges(params: Params): Obj[] {
    return [...this.charges.values()]
      .filter((charge) => !params.customer || charge.customer === params.customer)
      .reverse();
  }

  /** `pm_card_visa` (4242), `pm_card_mastercard` (4444), any other id a Visa ending in its last four characters. */
  paymentMethod(id: string): Obj {
    let method = this.paymentMethods.get(id);
    if (!method) {
      const card =
        id === 'pm_card_mastercard'
          ? { brand: 'mastercard', last4: '4444' }
          : id === 'pm_card_visa'
            ? { brand: 'visa', last4: '4242' }
            : { brand: 'visa', last4: id.slice(-4) };
      method = { id, object: 'payment_method', type: 'card', card };
      this.paymentMethods.set(id, method);
    }
    return method;
  }

  updateCustomer(id: string, params: Params): Obj {
    const customer = this.mustGet(this.customers, id, 'customer');
    this.customerUpdates.push({ id, params });
    return Object.assign(customer, { invoice_settings: params.invoice_settings ?? customer.invoice_settings });
  }
}

const subscriptionOf = (invoice: Obj) => ((invoice.parent as Params).subscription_details as Params).subscription;
