import type { OverviewFigures } from '../../domain/overview';

/** Reads the Overview's figures from the other modules' tables (a declared read-side query). */
export interface OverviewFiguresQuery {
  read(now: Date, weeks: number): Promise<OverviewFigures>;
}
