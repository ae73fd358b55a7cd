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

/** What a warm-up check reads: one sentence, enough to run every engine once. */
const WARM_UP = { text: 'A sentence to start the thread.', budgetMs: 60_000 };

/**
 * The grammar engine off the event loop (D13): a piscina pool of up to GRAMMAR_THREADS worker threads, each
 * loading Harper's WebAssembly once (about a second and 200 MB per thread). By default the pool holds no thread
 * until a check arrives, starts one per waiting check up to GRAMMAR_THREADS, and ends a thread after
 * GRAMMAR_IDLE_SECONDS without a check (issue 29): a server nobody checks with idles small, and the first check
 * after a quiet period pays the thread's start. GRAMMAR_WARM_START keeps every thread from the app's start to its
 * end instead. A long check occupies one thread; the event loop, and with it every other request, never waits for it.
 */
@Injectable()
export class PiscinaGrammarEngine implements GrammarEngine, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('GrammarPool');
  private pool: Piscina | null = null;
  /** Set once the app shuts down: a check still arriving (a request in flight) must not start a new pool. */
  private closed = false;

  constructor(@Inject(TOOLS_SETTINGS) private readonly settings: ToolsSettings) {}

  onModuleInit(): void {
    // A thread that cannot start is logged; every check then answers that the grammar check is unavailable.
    if (this.settings.grammarWarmStart) this.warm().catch((error: unknown) => this.logger.error(error));
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await this.pool?.destroy();
    this.pool = null;
  }

  /**
   * Starts every thread and resolves once each has answered a check: as many checks at once as there are threads,
   * and piscina starts a thread for each that waits (tests use it to time checks, not threads' starts).
   */
  async warm(): Promise<void> {
    const pool = this.started();
    await Promise.all(Array.from({ length: this.settings.grammarThreads }, () => pool.run(WARM_UP)));
  }

  /** Threads running now: none until a check arrives, none again after GRAMMAR_IDLE_SECONDS without one. */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /**
   * Starts a thread when none runs, so a member who opened a checker finds it ready: a thread's start (Harper's
   * load and a warm-up check) takes longer than the first check the issue allows. The task answers without waiting
   * for the start (grammar-worker.mjs), so the thread stays free for the member's check. A thread already running,
   * or starting, is enough: nothing more is asked of the pool.
   */
  prepare(): void {
    if (this.closed || this.threads > 0) return;
    this.started()
      .run({ prepare: true })
      .catch((error: unknown) => this.logger.error(error));
  }

  async analyse(text: string, budgetMs = this.settings.grammarTimeBudgetMs): Promise<EngineAnalysis> {
    const pool = this.started();
    try {
      return (await pool.run({ text, budgetMs })) as EngineAnalysis;
    } catch (error) {
      if (error instanceof Error && QUEUE_FULL.test(error.message)) throw grammarBusy();
      this.logger.error(error);
      throw grammarUnavailable();
    }
  }

  private started(): Piscina {
    if (this.closed) throw grammarUnavailable();
    if (!this.pool) {
      const { grammarThreads: threads, grammarWarmStart: keep, grammarIdleSeconds } = this.settings;
      this.pool = new Piscina({
        filename: GRAMMAR_WORKER,
        minThreads: keep ? threads : 0,
        maxThreads: threads,
        maxQueue: threads * QUEUE_PER_THREAD,
        idleTimeout: keep ? Infinity : grammarIdleSeconds * 1000,
        // piscina's default parks an idle thread in Atomics.wait, which blocks its event loop: the thread's start
        // (an asynchronous load) would then only run once the first task woke it. Messages cost microseconds
        // against checks of tens of milliseconds.
        atomics: 'disabled',
      });
      this.pool.on('error', (error: unknown) => this.logger.error(error));
      this.pool.on('message', (message: unknown) => this.onWorkerMessage(message));
      if (threads > availableParallelism()) {
        this.logger.warn(`GRAMMAR_THREADS=${threads} exceeds the ${availableParallelism()} CPUs of this machine`);
      }
    }
    return this.pool;
  }

  /** A thread's start is logged: an operator sees how often the pool starts threads and what that costs. */
  private onWorkerMessage(message: unknown): void {
    if (!(message && typeof message === 'object' && 'grammarWorkerWarm' in message)) return;
    const { startMs } = message as { startMs?: number };
    this.logger.log(`a grammar thread is ready after ${((startMs ?? 0) / 1000).toFixed(1)} s`);
  }
}
