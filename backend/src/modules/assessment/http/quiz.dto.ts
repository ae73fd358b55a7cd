import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

const ANSWER = 'Each answer must be an option number from 0 to 3, or -1 for unanswered';

// class-validator runs the bottom decorator first; with stopAtFirstError the first failure is the message.
export class SaveAnswerDto {
  @ApiProperty({ description: 'The question id from GET /api/quiz/questions' })
  @Min(1, { message: 'questionId must be a question id' })
  @IsInt({ message: 'questionId must be a question id' })
  questionId: number;

  @ApiProperty({ minimum: -1, maximum: 3, description: 'Index of the option as shown, -1 to clear' })
  @Max(3, { message: ANSWER })
  @Min(-1, { message: ANSWER })
  @IsInt({ message: ANSWER })
  answer: number;
}

export class SubmitQuizDto {
  @ApiProperty({ type: [Number], description: 'One per question, in order: the chosen option index or -1' })
  @Max(3, { each: true, message: ANSWER })
  @Min(-1, { each: true, message: ANSWER })
  @IsInt({ each: true, message: ANSWER })
  @ArrayMaxSize(100, { message: 'Too many answers' })
  @IsArray({ message: 'answers must be a list' })
  answers: number[];

  @ApiProperty()
  @Min(1, { message: 'applicationId must be an application id' })
  @IsInt({ message: 'applicationId must be an application id' })
  applicationId: number;

  @ApiPropertyOptional({ description: 'The attempt the page shows; defaults to the open attempt' })
  @IsOptional()
  @Min(1, { message: 'attemptId must be an attempt id' })
  @IsInt({ message: 'attemptId must be an attempt id' })
  attemptId?: number;
}
