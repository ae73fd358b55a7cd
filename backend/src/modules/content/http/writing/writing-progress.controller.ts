import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../../platform/http/current-user';
import type { UserView } from '../../../identity/domain/user';
import { GetWritingProgress } from '../../application/writing/get-writing-progress';
import type { WritingProgress } from '../../domain/writing/writing-progress';

@ApiTags('writing')
@Controller('api/writing-progress')
export class WritingProgressController {
  constructor(private readonly progress: GetWritingProgress) {}

  /** This UTC month's assignments, words and engagement against their targets, and the writing streak (D11). */
  @Get('me')
  mine(@CurrentUser() user: UserView): Promise<WritingProgress> {
    return this.progress.execute(user.id);
  }
}
