import Skeleton from 'antd/es/skeleton';

/** A skeleton of text lines. No title line: antd draws that as an empty heading, which breaks the outline. */
export function LoadingBlock({ rows = 3 }: { rows?: number }) {
  return <Skeleton active title={false} paragraph={{ rows }} />;
}
