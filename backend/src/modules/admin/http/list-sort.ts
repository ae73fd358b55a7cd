import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SORT_ORDERS, type ListSort, type SortOrder } from '../../../shared/domain/list-sort';

export const SORT_ORDER_MESSAGE = `sortOrder must be one of ${SORT_ORDERS.join(', ')}`;

/**
 * The `sortBy` of a paged admin list: one of the list's own `fields`, which the read side maps to columns, so
 * no text from the request reaches the ORDER BY. A repeated parameter arrives as an array: a 400 like any junk.
 */
export function SortBy(fields: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: fields, description: "The list's default order when absent; ties by id" }),
    IsOptional(),
    IsIn(fields, { message: `sortBy must be one of ${fields.join(', ')}` }),
  );
}

/** The `sortOrder` beside `sortBy`, in Ant Design's words; `ascend` when only `sortBy` is given. */
export function SortOrderParam(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: SORT_ORDERS, description: 'ascend when absent; ignored without sortBy' }),
    IsOptional(),
    IsIn(SORT_ORDERS, { message: SORT_ORDER_MESSAGE }),
  );
}

/** The asked order, or null for the list's default one. */
export function listSortOf<Field extends string>(sortBy: Field | undefined, sortOrder: SortOrder | undefined) {
  const sort: ListSort<Field> = sortBy ? { by: sortBy, order: sortOrder ?? 'ascend' } : null;
  return sort;
}
