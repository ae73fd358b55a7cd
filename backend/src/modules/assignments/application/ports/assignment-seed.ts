import type { AssignmentType } from '../../domain/assignment';

/** A seeded brief; the deadline is `days` after seeding, the pay in cents (per word or flat). */
export interface SeedBrief {
  title: string;
  description: string;
  type: AssignmentType;
  wordCount: number;
  payRateCents: number;
  isPerWord: boolean;
  days: number;
  requirements: string | null;
}

/** One piece of the approved demo member's past and current paid work (README: Rosa Lindqvist). */
export interface HistoryItem {
  title: string;
  description: string;
  type: AssignmentType;
  /** The target length in words. */
  wordCount: number;
  /** Dollars with at most 2 decimals: per word when `isPerWord`, else the flat fee. */
  payRate: string;
  isPerWord: boolean;
  requirements: string | null;
  status: 'assigned' | 'in_progress' | 'submitted' | 'reviewed' | 'completed' | 'cancelled';
  acceptedDaysAgo: number;
  /** Relative to now; negative is in the past. */
  deadlineInDays: number;
  /** Handed-in versions, oldest first (submitted, reviewed, completed items have >= 1). */
  versions: { daysAgo: number; content: string }[];
  /** Work in progress (in_progress has one; others null). */
  draft: string | null;
  /** The editor's notes: a revision request (reviewed) or praise and small notes (completed). */
  reviewNotes: string | null;
  reviewedDaysAgo: number | null;
  /** Revision requests before the latest version (one between each version and the next), oldest first. */
  earlierRevisions?: { daysAgo: number; notes: string }[];
  /**
   * D22: an editor's comments on a passage (the first occurrence of `passage` in the version at index
   * `version`), sent with the revision request, with the writer's reply and resolution.
   */
  comments?: {
    version: number;
    passage: string;
    body: string;
    daysAgo: number;
    reply: { body: string; daysAgo: number } | null;
    resolvedDaysAgo: number | null;
  }[];
  /** Completed items only. */
  payout: { status: 'pending' | 'processing' | 'completed'; daysAgo: number; completedDaysAgo: number | null } | null;
}

/** The work the seed step puts in place (provided by the module from infrastructure/seed). */
export interface AssignmentSeedData {
  /** Open briefs from partner companies (SeedAssignments). */
  briefs: readonly SeedBrief[];
  /** The approved demo member's past and current paid work, oldest first (SeedWorkHistory). */
  workHistory: readonly HistoryItem[];
}
