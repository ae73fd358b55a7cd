import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { GrammarEngine } from '../../application/grammar/ports/grammar-engine';
import type { EngineAnalysis } from '../../domain/grammar/findings';
import { grammarBusy, grammarUnavailable } from '../../domain/tools.errors';
import { TOOLS_SETTINGS, type ToolsSettings } from '../../tools.settings';

/**
 * The worker file, beside this one in `src/` (jest) and in `dist/` (tsc copies `.mjs` files: backend/tsconfig.json
 * has `allowJs`): plain JavaScript, so a worker thread loads it without the TypeScript toolchain.
 */
export const GRAMMAR_WORKER = join(__dirname, 'grammar-worker.mjs');

/** Checks waiting per thread before the pool refuses new ones (503): a queue that long means minutes of waiting. */
const QUEUE_PER_THREAD = 16;
/** piscina's refusal when that queue is full. */
const QUEUE_FULL = /queue is at limit/i;

/**
 * The grammar engine off the event loop (D13): a piscina pool of GRAMMAR_THREADS worker threads, each loading
 * Harper's WebAssembly once and warming it up. With GRAMMAR_WARM_START (the default) the threads start with the
 * app, in the background: the app answers at once, and a check that arrives before a thread is warm waits for
 * it. A long check occupies one thread; the event loop, and with it every other request, never waits for it.
 */
@Injectable()
export class PiscinaGrammarEngine implements GrammarEngine, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('GrammarPool');
  private pool: Piscina | null = null;
  private warmThreads = 0;
  private startedAt = 0;
  private whenWarm: { promise: Promise<void>; resolve: () => void } = deferred();

  constructor(@Inject(TOOLS_SETTINGS) private readonly settings: ToolsSettings) {}

  onModuleInit(): void {
    if (this.settings.grammarWarmStart) this.started();
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }

  /** Resolves once every thread has loaded Harper and run its warm-up check (the pool starts if it had not). */
  warm(): Promise<void> {
    this.started();
    return this.whenWarm.promise;
  }

  async analyse(text: string, budgetMs = this.settings.grammarTimeBudgetMs): Promise<EngineAnalysis> {
    try {
      return (await this.started().run({ text, budgetMs })) as EngineAnalysis;
    } catch (error) {
      if (error instanceof Error && QUEUE_FULL.test(error.message)) throw grammarBusy();
      this.logger.error(error);
      throw grammarUnavailable();
    }
  }

  private started(): Piscina {
    if (!this.pool) {
      const threads = this.settings.grammarThreads;
      this.pool = new Piscina({
        filename: GRAMMAR_WORKER,
        minThreads: threads,
        maxThreads: threads,
        maxQueue: threads * QUEUE_PER_THREAD,
        // Threads stay (minThreads = maxThreads): each holds a warm Harper that took seconds to load.
        idleTimeout: Infinity,
        // piscina's default parks an idle thread in Atomics.wait, which blocks its event loop: the warm-up (an
        // asynchronous load) would then only run once the first task woke the thread. Messages cost microseconds
        // against checks of tens of milliseconds.
        atomics: 'disabled',
      });
      this.startedAt = Date.now();
      this.pool.on('error', (error: unknown) => this.logger.error(error));
      this.pool.on('message', (message: unknown) => this.onWorkerMessage(message));
      if (threads > availableParallelism()) {
        this.logger.warn(`GRAMMAR_THREADS=${threads} exceeds the ${availableParallelism()} CPUs of this machine`);
      }
    }
    return this.pool;
  }

  private onWorkerMessage(message: unknown): void {
    if (!(message && typeof message === 'object' && 'grammarWorkerWarm' in message)) return;
    this.warmThreads++;
    if (this.warmThreads === this.settings.grammarThreads) {
      const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
      this.logger.log(`${this.warmThreads} grammar threads warm after ${seconds} s`);
      this.whenWarm.resolve();
    }
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
