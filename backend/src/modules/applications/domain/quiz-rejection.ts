import { utcMoment } from '../../../shared/domain/utc-moment';

/** The decision note of an application the quiz rejected (D17), kept for the editors with the decision. */
export function quizRejectionNote(attempts: number, reapplyAt: Date): string {
  return (
    `Closed automatically: the writing assessment was not passed in ${attempts} attempt${attempts === 1 ? '' : 's'}. ` +
    `The applicant may apply again on ${utcMoment(reapplyAt)}.`
  );
}
