import Tag from 'antd/es/tag';
import type { ApplicationStatus } from '../applications/applicationsApi';
import { statusColor, statusLabel } from '../applications/applicationStatus';

/** The application's status as a tag in spec section 4's accessible colours. */
export function ApplicationTag({ status }: { status: ApplicationStatus | null }) {
  if (!status) return <>No application</>;
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}
