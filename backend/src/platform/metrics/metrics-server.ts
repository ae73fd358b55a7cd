import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../config/platform-settings';
import { serveScrape } from './metrics-endpoint';
import { PrometheusMetrics } from './prometheus-metrics';

/**
 * With METRICS_PORT set, `GET /metrics` on a port of its own, bound to METRICS_HOST (127.0.0.1 unless the operator
 * opens it to the network Prometheus scrapes from), apart from the app's port and what its proxy publishes.
 * METRICS_TOKEN, when set, is asked for there too.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly metrics: PrometheusMetrics,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  /** The port it listens on (METRICS_PORT, or the one the system chose), null when off. */
  get port(): number | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port, host, token } = this.settings.metrics;
    if (port === null) return;
    const scrape = serveScrape(this.metrics, token);
    const server = createServer((req, res) => {
      if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') return scrape(req, res);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found: the metrics are at /metrics\n');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on http://${host}:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
