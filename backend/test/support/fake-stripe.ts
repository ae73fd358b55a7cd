import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeConnectState } from './fake-stripe-connect';
import { FakeStripeError, FakeStripeState, type Obj } from './fake-stripe-state';

export const WEBHOOK_SECRET = 'whsec_test_penwright_webhooks';

export interface FakeStripe {
  state: FakeStripeState;
  /** Connected accounts, account links and transfers (D21). */
  connect: FakeConnectState;
  /** Every call the SDK made, as `METHOD /v1/path`. */
  requests: string[];
  /** The settings that point the app's Stripe adapter at this server. */
  env: Record<string, string>;
  /** A webhook body and its valid `Stripe-Signature` header. */
  signedEvent(event: { id: string; type: string; created?: number; object: Obj; account?: string }): {
    payload: string;
    signature: string;
  };
  close(): Promise<void>;
}

/** A local HTTP server speaking enough of the Stripe API for the real SDK (host, port and protocol). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const state = new FakeStripeState();
  const connect = new FakeConnectState();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    void handle(state, connect, requests, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_signer');
  return {
    state,
    connect,
    requests,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    signedEvent({ id, type, created, object, account }) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        ...(account ? { account } : {}),
        created: created ?? Math.floor(Date.now() / 1000),
        api_version: '2026-10-28.endive',
        livemode: false,
        data: { object },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function handle(
  state: FakeStripeState,
  connect: FakeConnectState,
  log: string[],
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const body = await new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
  const params = { ...parseForm(url.searchParams), ...parseForm(new URLSearchParams(body)) };
  log.push(`${req.method} ${url.pathname}`);
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${log.length}` });
    res.end(JSON.stringify(json));
  };
  if (req.headers.authorization !== 'Bearer sk_test_fake') {
    return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  }
  if (
    state.cancelFailure === 'unreachable' &&
    req.method === 'DELETE' &&
    url.pathname.startsWith('/v1/subscriptions/')
  ) {
    return req.socket.destroy();
  }
  try {
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'POST' && url.pathname === '/v1/transfers' && connect.unreachableTransferCalls > 0) {
      connect.unreachableTransferCalls -= 1;
      return req.socket.destroy();
    }
    const connected = routeConnect(connect, req.method ?? 'GET', url.pathname, params, idempotencyKey);
    if (connected && req.method === 'POST' && url.pathname === '/v1/transfers' && connect.dropTransferAnswers > 0) {
      connect.dropTransferAnswers -= 1;
      return req.socket.destroy();
    }
    send(200, connected ?? route(state, req.method ?? 'GET', url.pathname, params));
  } catch (error) {
    if (!(error instanceof FakeStripeError)) return send(500, { error: { type: 'api_error', message: String(error) } });
    send(error.status, { error: { type: error.type, message: error.message, code: error.code } });
  }
}

function route(state: FakeStripeState, method: string, path: string, params: Record<string, unknown>): unknown {
  const [, , resource, id] = path.split('/');
  const expand = (params.expand as string[] | undefined) ?? [];
  const key = `${method} ${resource}${id ? '/:id' : ''}`;
  switch (key) {
    case 'POST customers':
      return state.createCustomer(params);
    case 'GET prices':
      return { object: 'list', data: state.listPrices(params), has_more: false, url: '/v1/prices' };
    case 'POST prices':
      return state.createPrice(params);
    case 'GET prices/:id':
      return state.mustGet(state.prices, id, 'price');
    case 'POST subscriptions':
      return state.expand(state.createSubscription(params), expand);
    case 'GET subscriptions/:id':
      return state.expand(state.mustGet(state.subscriptions, id, 'subscription'), expand);
    case 'POST subscriptions/:id':
      return state.expand(state.updateSubscription(id, params), expand);
    case 'DELETE subscriptions/:id':
      return state.cancelSubscription(id);
    case 'GET setup_intents/:id':
      return state.mustGet(state.setupIntents, id, 'setup_intent');
    case 'POST setup_intents':
      return state.createSetupIntent(params);
    case 'GET payment_intents/:id':
      return state.mustGet(state.paymentIntents, id, 'payment_intent');
    // --- Billing history and card update (issue 27, billing) ---
    case 'GET invoices':
      return { object: 'list', data: state.listInvoices(params), has_more: false, url: '/v1/invoices' };
    case 'GET charges':
      return { object: 'list', data: state.listCharges(params), has_more: false, url: '/v1/charges' };
    case 'GET payment_methods/:id':
      return state.paymentMethod(id);
    case 'POST customers/:id':
      return state.updateCustomer(id, params);
    // --- end billing history ---
    default:
      throw new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }
}

/** Connect's endpoints (D21); undefined for any other path. */
function routeConnect(
  connect: FakeConnectState,
  method: string,
  path: string,
  params: Record<string, unknown>,
  idempotencyKey: string | undefined,
): unknown {
  const [, , resource, id] = path.split('/');
  switch (`${method} ${resource}${id ? '/:id' : ''}`) {
    case 'POST accounts':
      return connect.createAccount(params);
    case 'GET accounts/:id':
      return connect.mustGet(connect.accounts, id, 'account');
    case 'POST account_links':
      return connect.createAccountLink(params);
    case 'POST transfers':
      return connect.createTransfer(params, idempotencyKey);
    case 'GET transfers':
      return connect.listTransfers(params);
    case 'GET transfers/:id':
      return connect.mustGet(connect.transfers, id, 'transfer');
    default:
      return undefined;
  }
}

/** `items[0][price]=x&expand[0]=y` into `{ items: [{ price: 'x' }], expand: ['y'] }`. */
function parseForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of form) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
