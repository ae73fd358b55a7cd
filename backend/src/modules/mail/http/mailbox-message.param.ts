import { Matches } from 'class-validator';

/** A received message's id: a bigint written plainly, so `1e3` or a 30-digit number is a 400, not a database error. */
export class MailboxMessageParam {
  @Matches(/^[1-9]\d{0,17}$/, { message: 'The message id must be a positive whole number' })
  id!: string;
}
