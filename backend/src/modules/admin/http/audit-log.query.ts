import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import type { SortOrder } from '../../../shared/domain/list-sort';
import {
  AUDITED_ENTITY_TYPES,
  AUDIT_LOG_PAGE_LIMIT,
  AUDIT_LOG_SORT_FIELDS,
  type AuditedEntityType,
  type AuditLogPageQuery,
  type AuditLogSortField,
} from '../../audit/domain/audit-entry';
import { listSortOf, SortBy, SortOrderParam } from './list-sort';
import { IntegerInRange } from '../../../platform/http/validation';
import { POSITIVE_INT4 } from '../../../platform/http/positive-id.param';

const BEFORE_MESSAGE = 'before must be a positive whole number (the nextBefore of the previous page)';
const ENTITY_TYPE_MESSAGE = `entityType must be one of: ${AUDITED_ENTITY_TYPES.join(', ')}`;
const ACTOR_ID_MESSAGE = 'actorId must be a positive whole number';

/**
 * The cursor and the actor stay text and are matched digit by digit (as `PositiveIdParam` does), so `1e3` or
 * `0x10` is a 400 rather than a plausible number, and a value past the column's range is a 400 rather than a
 * database error. 18 digits fit in bigint and are far beyond any id the log will reach.
 */
const BIGINT_ID = /^[1-9]\d{0,17}$/;

/**
 * `GET /api/admin/audit-log`: a page of the log, newest first unless `sortBy=createdAt&sortOrder=ascend`. The log
 * is paged by a cursor rather than page numbers; `before` is the cursor in whichever order was asked.
 */
export class AuditLogQuery {
  @ApiPropertyOptional({
    type: String,
    description: 'The nextBefore of the previous page (asked in the same order)',
    example: '1234',
  })
  @IsOptional()
  @Matches(BIGINT_ID, { message: BEFORE_MESSAGE })
  before?: string;

  @IntegerInRange('limit', AUDIT_LOG_PAGE_LIMIT)
  limit: number = AUDIT_LOG_PAGE_LIMIT.default;

  @ApiPropertyOptional({ enum: AUDITED_ENTITY_TYPES })
  @IsOptional()
  @IsIn(AUDITED_ENTITY_TYPES, { message: ENTITY_TYPE_MESSAGE })
  entityType?: AuditedEntityType;

  @ApiPropertyOptional({ type: String, description: "The admin's user id", example: '1' })
  @IsOptional()
  @Matches(POSITIVE_INT4, { message: ACTOR_ID_MESSAGE })
  actorId?: string;

  @SortBy(AUDIT_LOG_SORT_FIELDS)
  sortBy?: AuditLogSortField;

  @SortOrderParam()
  sortOrder?: SortOrder;

  toAuditLogPageQuery(): AuditLogPageQuery {
    return {
      before: this.before ?? null,
      // Only one field to sort by, when the change was written: newest first unless asked otherwise.
      order: listSortOf(this.sortBy, this.sortOrder)?.order ?? 'descend',
      limit: this.limit,
      entityType: this.entityType ?? null,
      actorId: this.actorId === undefined ? null : Number(this.actorId),
    };
  }
}
