/** The two directions of a sorted list, in Ant Design's words, which the admin tables send as they are. */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The order an editor asked a list for: one of the list's own sortable fields and a direction. Null keeps the
 * list's default order. Whoever reads the rows breaks ties by id, so a page never overlaps the next one.
 */
export type ListSort<Field extends string> = { by: Field; order: SortOrder } | null;
