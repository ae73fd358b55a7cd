import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { CurrentQuiz } from '../application/current-quiz';
import { ListAttempts } from '../application/list-attempts';
import { SaveAnswer } from '../application/save-answer';
import { ShowQuiz } from '../application/show-quiz';
import { StartQuiz } from '../application/start-quiz';
import { SubmitQuiz } from '../application/submit-quiz';
import { SaveAnswerDto, SubmitQuizDto } from './quiz.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { ASSESSMENT_ERRORS as E } from '../domain/assessment.errors';

/** The writing assessment (spec sections 2, 7; D8). Members only; no response carries an answer key. */
@ApiTags('assessment')
@Controller('api/quiz')
export class QuizController {
  constructor(
    private readonly showQuiz: ShowQuiz,
    private readonly startQuiz: StartQuiz,
    private readonly currentQuiz: CurrentQuiz,
    private readonly saveAnswer: SaveAnswer,
    private readonly submitQuiz: SubmitQuiz,
    private readonly listAttempts: ListAttempts,
  ) {}

  /** The open attempt with its questions, or `{ attempt: null }`; starts nothing. */
  @Get('questions')
  questions(@CurrentUser() user: UserView) {
    return this.showQuiz.execute(user.id);
  }

  /**
   * Starts the member's timed attempt, or answers the open one. A POST (under CSRF) where spec section 7
   * has only the GET above: starting the clock is a state change (docs/applications-and-assessment.md).
   */
  @Post('start')
  @ApiErrors(E.QUIZ_APPLICATION_REQUIRED, E.QUIZ_CLOSED, E.QUIZ_RETAKE_NOT_YET, E.QUIZ_UNAVAILABLE)
  @HttpCode(200)
  start(@CurrentUser() user: UserView) {
    return this.startQuiz.execute(user.id);
  }

  /** The open attempt, if any, without starting one (the page resumes with it after a reload). */
  @Get('current')
  current(@CurrentUser() user: UserView) {
    return this.currentQuiz.execute(user.id);
  }

  @Put('answers')
  @ApiErrors(E.QUIZ_NOT_IN_PROGRESS, E.QUIZ_TIME_UP)
  @HttpCode(204)
  async answer(@CurrentUser() user: UserView, @Body() dto: SaveAnswerDto): Promise<void> {
    await this.saveAnswer.execute(user.id, dto.questionId, dto.answer);
  }

  @Post('submit')
  @ApiErrors(E.QUIZ_NOT_IN_PROGRESS, E.QUIZ_APPLICATION_NOT_FOUND)
  @HttpCode(200)
  submit(@CurrentUser() user: UserView, @Body() dto: SubmitQuizDto) {
    return this.submitQuiz.execute(user.id, dto);
  }

  @Get('attempts')
  attempts(@CurrentUser() user: UserView) {
    return this.listAttempts.execute(user.id);
  }
}
