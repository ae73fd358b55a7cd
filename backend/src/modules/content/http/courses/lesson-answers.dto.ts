import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';

const ANSWER = 'Each answer must be the number of a choice, or -1 for unanswered';

// class-validator runs the bottom decorator first; with stopAtFirstError the first failure is the message.
export class LessonAnswersDto {
  @ApiProperty({
    type: [Number],
    description: "One per practice question of the lesson, in order: the chosen choice's index, or -1",
  })
  @IsInt({ each: true, message: ANSWER })
  @ArrayMaxSize(20, { message: 'Too many answers' })
  @IsArray({ message: 'answers must be a list' })
  answers: number[];
}
