/** Spec section 4: approved green, pending yellow, quiz_required blue, anything else red. */
export function statusColor(status: string | null | undefined): string {
  switch (status) {
    case 'approved':
      return 'green';
    case 'pending':
      return 'gold';
    case 'quiz_required':
      return 'blue';
    default:
      return 'red';
  }
}

/** Spec section 4: the first underscore becomes a space, uppercased; PENDING when there is no status. */
export function statusLabel(status: string | null | undefined): string {
  return status ? status.replace('_', ' ').toUpperCase() : 'PENDING';
}
