import Button from 'antd/es/button';
import { useToast } from '../../../app/toast';

/** Copies `text` to the clipboard and says so; browsers without clipboard access get an explanation. */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} Copied`);
    } catch {
      toast.error('Copy Failed', 'Your browser did not allow copying. Select the text and copy it instead.');
    }
  }
  return <Button onClick={() => void copy()}>{label}</Button>;
}
