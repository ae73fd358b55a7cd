import { Matches } from 'class-validator';
import { SESSION_HANDLE } from '../application/account-sessions';

/** A session's id as the list gives it: anything else is a 400 before any lookup. */
export class AccountSessionParam {
  @Matches(SESSION_HANDLE, { message: 'The session id is not valid. Reload the list of sessions and try again.' })
  id!: string;
}
