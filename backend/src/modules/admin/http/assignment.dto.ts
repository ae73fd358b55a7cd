import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import type { AssignmentEdit } from '../../assignments/application/editor/edit-assignment';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  type AssignmentStatus,
  type AssignmentType,
} from '../../assignments/domain/assignment';
import { BRIEF_LIMITS, type AssignmentBrief } from '../../assignments/domain/assignment-brief';
import { REVIEW_DECISIONS, type ReviewDecision } from '../../assignments/domain/editor-transitions';
import { BriefText, Deadline, emptyAsNull, Flag, OneOf, PayRate, payRateCents, WordCount } from './assignment-fields';

const NOTES_MESSAGE = `reviewNotes must be text of at most ${BRIEF_LIMITS.reviewNotes} characters`;

/** `POST /api/admin/assignments` (spec section 5): type defaults to article, isPerWord to true. */
export class CreateAssignmentDto {
  @BriefText('Title', BRIEF_LIMITS.title, { mode: 'create' })
  title: string;

  @BriefText('Description', BRIEF_LIMITS.description, { mode: 'create' })
  description: string;

  @OneOf('type', ASSIGNMENT_TYPES, { mode: 'create', optional: true })
  type?: AssignmentType;

  @WordCount({ mode: 'create' })
  wordCount: number;

  /** Dollars per word when isPerWord, else the flat fee. */
  @PayRate({ mode: 'create' })
  payRate: number | string;

  @Flag('isPerWord', { mode: 'create', optional: true })
  isPerWord?: boolean;

  /** In the future. */
  @Deadline({ mode: 'create' })
  deadline: string;

  @BriefText('Requirements', BRIEF_LIMITS.requirements, { mode: 'create', nullable: true })
  requirements?: string | null;

  /** D20, "First look": Editorial Partners may take it PREMIUM_EARLY_ACCESS_HOURS before everyone else. */
  @Flag('isPremium', { mode: 'create', optional: true })
  isPremium?: boolean;

  toBrief(): AssignmentBrief {
    return {
      title: this.title,
      description: this.description,
      type: this.type ?? 'article',
      wordCount: this.wordCount,
      payRateCents: payRateCents(this.payRate),
      isPerWord: this.isPerWord ?? true,
      deadline: new Date(this.deadline),
      requirements: emptyAsNull(this.requirements) ?? null,
      isPremium: this.isPremium ?? false,
    };
  }
}

/**
 * `PATCH /api/admin/assignments/{id}`: any of the fields; a status change goes through D9's transitions, and a
 * change to `reviewed` carries `reviewNotes`. A deadline sent unchanged may have passed; a new one must be ahead.
 */
export class EditAssignmentDto {
  @BriefText('Title', BRIEF_LIMITS.title, { mode: 'edit' })
  title?: string;

  @BriefText('Description', BRIEF_LIMITS.description, { mode: 'edit' })
  description?: string;

  @OneOf('type', ASSIGNMENT_TYPES, { mode: 'edit' })
  type?: AssignmentType;

  @WordCount({ mode: 'edit' })
  wordCount?: number;

  @PayRate({ mode: 'edit' })
  payRate?: number | string;

  @Flag('isPerWord', { mode: 'edit' })
  isPerWord?: boolean;

  @Deadline({ mode: 'edit' })
  deadline?: string;

  @BriefText('Requirements', BRIEF_LIMITS.requirements, { mode: 'edit', nullable: true })
  requirements?: string | null;

  @Flag('isPremium', { mode: 'edit' })
  isPremium?: boolean;

  @OneOf('status', ASSIGNMENT_STATUSES, { mode: 'edit' })
  status?: AssignmentStatus;

  @BriefText('Review notes', BRIEF_LIMITS.reviewNotes, { mode: 'edit', nullable: true })
  reviewNotes?: string | null;

  toEdit(): AssignmentEdit {
    return {
      title: this.title,
      description: this.description,
      type: this.type,
      wordCount: this.wordCount,
      payRateCents: this.payRate === undefined ? undefined : payRateCents(this.payRate),
      isPerWord: this.isPerWord,
      deadline: this.deadline === undefined ? undefined : new Date(this.deadline),
      requirements: emptyAsNull(this.requirements),
      isPremium: this.isPremium,
      status: this.status,
      reviewNotes: emptyAsNull(this.reviewNotes),
    };
  }
}

/** `POST /api/admin/assignments/{id}/review` (D9). */
export class ReviewAssignmentDto {
  @ApiProperty({ enum: REVIEW_DECISIONS })
  @IsIn(REVIEW_DECISIONS, { message: 'decision must be complete or revise' })
  decision: ReviewDecision;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BRIEF_LIMITS.reviewNotes,
    description: 'Required to revise; shown to the member',
  })
  @IsOptional()
  @IsString({ message: NOTES_MESSAGE })
  @MaxLength(BRIEF_LIMITS.reviewNotes, { message: NOTES_MESSAGE })
  @Transform(trimmed)
  reviewNotes?: string | null;
}

/** `PATCH /api/admin/assignments/{id}/assign`. */
export class AssignAssignmentDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'An active member who is not an administrator' })
  @IsInt({ message: 'userId must be a positive whole number' })
  @Min(1, { message: 'userId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'userId must be a positive whole number' })
  userId: number;
}
