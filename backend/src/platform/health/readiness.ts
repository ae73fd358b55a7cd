import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * Whether this process should get new traffic, apart from the database: false from the moment it starts to shut
 * down (main.ts calls `drain()` on SIGTERM; `app.close()` reaches onModuleDestroy, the first shutdown hook, in any
 * case), so a load balancer polling /api/health/ready stops sending requests while in-flight ones finish.
 */
@Injectable()
export class Readiness implements OnModuleDestroy {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  drain(): void {
    this.drainingSince ??= new Date();
  }

  onModuleDestroy(): void {
    this.drain();
  }
}
