import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { DECISIONS, type Decision } from '../../applications/domain/application';

export class DecideApplicationDto {
  @ApiProperty({ enum: DECISIONS })
  @IsIn(DECISIONS, { message: 'status must be approved or rejected' })
  status: Decision;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description:
      'Shown to the applicant (in the decision e-mail and on the member home) and to editors; empty clears it',
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(2000, { message: 'The note must be at most 2000 characters' })
  @IsString({ message: 'The note must be text' })
  note?: string | null;
}
