/**
 * Real activity the community stats add to the spec's formula (D4). The assignments and payouts
 * modules own these figures; until they exist, the module binds an adapter that reports 0.
 */
export interface PlatformActivity {
  completedAssignments(): Promise<number>;
  /** Money paid out to members, in integer cents. */
  paidOutCents(): Promise<number>;
}
