import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserView } from '../../identity/domain/user';
import { CurrentQuiz } from '../application/current-quiz';
import { ListAttempts } from '../application/list-attempts';
import { SaveAnswer } from '../application/save-answer';
import { StartQuiz } from '../application/start-quiz';
import { SubmitQuiz } from '../application/submit-quiz';
import { SaveAnswerDto, SubmitQuizDto } from './quiz.dto';

const userId = (req: Request) => (req.user as UserView).id;

/** The writing assessment (spec sections 2, 7; D8). Members only; no response carries an answer key. */
@ApiTags('assessment')
@Controller('api/quiz')
export class QuizController {
  constructor(
    private readonly startQuiz: StartQuiz,
    private readonly currentQuiz: CurrentQuiz,
    private readonly saveAnswer: SaveAnswer,
    private readonly submitQuiz: SubmitQuiz,
    private readonly listAttempts: ListAttempts,
  ) {}

  /** Starts the member's attempt or resumes the open one. */
  @Get('questions')
  questions(@Req() req: Request) {
    return this.startQuiz.execute(userId(req));
  }

  /** The open attempt, if any, without starting one (the page resumes with it after a reload). */
  @Get('current')
  current(@Req() req: Request) {
    return this.currentQuiz.execute(userId(req));
  }

  @Put('answers')
  @HttpCode(204)
  async answer(@Req() req: Request, @Body() dto: SaveAnswerDto): Promise<void> {
    await this.saveAnswer.execute(userId(req), dto.questionId, dto.answer);
  }

  @Post('submit')
  @HttpCode(200)
  submit(@Req() req: Request, @Body() dto: SubmitQuizDto) {
    return this.submitQuiz.execute(userId(req), dto);
  }

  @Get('attempts')
  attempts(@Req() req: Request) {
    return this.listAttempts.execute(userId(req));
  }
}
