import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** The grammar and originality checks' limits and the grammar worker pool (docs/tools.md). */
export interface ToolsSettings {
  /** The longest text either check accepts (characters); longer is a 413. */
  maxTextCharacters: number;
  /** Checks one member may run per tool in one window; more is a 429. */
  checksPerWindow: number;
  windowMinutes: number;
  /** Grammar and originality checks together per UTC day for Writer and the free trial (D20); more is a 429. */
  checksPerDay: number;
  /** The most worker threads of the grammar pool, each with its own Harper. */
  grammarThreads: number;
  /** A thread with no check for this long ends (its Harper's memory goes with it); a later check starts one. */
  grammarIdleSeconds: number;
  /** Start every thread (and load Harper in each) when the app starts, and keep them: no idle ending. */
  grammarWarmStart: boolean;
  /** How long Harper may spend on one text before it answers with what it checked. */
  grammarTimeBudgetMs: number;
}

export function readToolsSettings(read: SettingsReader): ToolsSettings {
  return {
    maxTextCharacters: read.int('TOOLS_MAX_TEXT_CHARACTERS', 20_000, 100, 50_000),
    checksPerWindow: read.int('TOOLS_CHECKS_PER_WINDOW', 60, 1, 100_000),
    windowMinutes: read.int('TOOLS_CHECK_WINDOW_MINUTES', 10, 1, 1440),
    checksPerDay: read.int('TOOL_CHECKS_PER_DAY', 20, 1, 100_000),
    grammarThreads: read.int('GRAMMAR_THREADS', 2, 1, 16),
    grammarIdleSeconds: read.int('GRAMMAR_IDLE_SECONDS', 300, 1, 86_400),
    grammarWarmStart: read.bool('GRAMMAR_WARM_START', false),
    grammarTimeBudgetMs: read.int('GRAMMAR_TIME_BUDGET_MS', 3000, 100, 60_000),
  };
}

export const TOOLS_SETTINGS = Symbol('TOOLS_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const toolsSettings = moduleSettings('tools', TOOLS_SETTINGS, readToolsSettings);
