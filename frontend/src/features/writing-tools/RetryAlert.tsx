import Alert from 'antd/es/alert';
import Button from 'antd/es/button';

/** A load that failed, said in `title`, with Try Again beside it. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
