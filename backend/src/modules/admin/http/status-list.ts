/**
 * A list filter's `status`: `status=assigned,in_progress` and `status=assigned&status=in_progress` alike become a list
 * of texts; anything else (an object from `status[x]=`) stays as it is for the rule to refuse.
 */
export const statusList = ({ value }: { value: unknown }) => {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
  return [...new Set(parts.flatMap((part: string) => part.split(',')))];
};
