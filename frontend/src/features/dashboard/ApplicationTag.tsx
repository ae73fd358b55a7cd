import type { ApplicationStatus } from '../applications/applicationsApi';
import { statusColor, statusLabel } from '../applications/applicationStatus';
import { PlainTag } from './PlainTag';

/**
 * The application's status as a tag in spec section 4's accessible colours: drawn as antd's coloured Tag is, in plain
 * HTML, since it shows among the dashboard's first figures (StatCards), which load no antd.
 */
export function ApplicationTag({ status }: { status: ApplicationStatus | null }) {
  if (!status) return <>No application</>;
  return <PlainTag color={statusColor(status)}>{statusLabel(status)}</PlainTag>;
}
