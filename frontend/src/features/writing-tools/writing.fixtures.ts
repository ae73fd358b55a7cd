import { member } from '../../test/fixtures';
import { json, type Handler } from '../../test/mockServer';
import type { WritingDraft } from './api/draftsApi';
import type { PromptsExhausted, WritingPrompt } from './api/promptsApi';
import type { WritingProgress } from './api/progressApi';

export const prompt = (overrides: Partial<WritingPrompt> = {}): WritingPrompt => ({
  id: 12,
  title: 'The Last Ferry',
  prompt: 'A ferry makes its final crossing before the bridge opens. Write the scene from the deckhand’s view.',
  category: 'Fiction',
  difficulty: 3,
  ...overrides,
});

export const exhausted = (overrides: Partial<PromptsExhausted> = {}): PromptsExhausted => ({
  exhausted: true,
  message: "You've seen all 60 writing prompts. Start Over to see them again.",
  totalPrompts: 60,
  ...overrides,
});

export const draft = (overrides: Partial<WritingDraft> = {}): WritingDraft => ({
  id: 31,
  title: 'Notes on the Harbour',
  format: 'essay',
  content: 'The harbour wakes before the town does.',
  promptId: null,
  wordCount: 7,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

export const progress = (overrides: Partial<WritingProgress> = {}): WritingProgress => ({
  monthlyGoal: { completed: 4, target: 20, progress: 20 },
  wordCount: { current: 3250, target: 10_000, progress: 32 },
  engagement: { score: 3, maxScore: 10, progress: 30 },
  streak: { current: 5 },
  ...overrides,
});

/** A member on the writing tools page; `extra` adds or replaces routes. */
export const writingRoutes = (extra: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/user': () => json(200, member),
  'GET /api/prompts/random': () => json(200, prompt()),
  'GET /api/drafts': () => json(200, []),
  ...extra,
});

/** The JSON body a request carried. */
export const bodyOf = async (request: Request | undefined) => (request ? await request.clone().json() : undefined);
