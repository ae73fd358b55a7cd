import { useEffect, useState, type RefObject } from 'react';
import { selectionOffsets } from './MarkedText';

/**
 * The passage last selected inside `container` (by mouse or keyboard), kept when the selection moves elsewhere
 * (into the comment field), until `clear`.
 */
export function useTextSelection(container: RefObject<HTMLElement | null>) {
  const [passage, setPassage] = useState<{ start: number; end: number } | null>(null);
  useEffect(() => {
    const onChange = () => {
      const region = container.current?.querySelector('[data-review-text]');
      const offsets = region ? selectionOffsets(region) : null;
      if (offsets) setPassage((current) => (same(current, offsets) ? current : offsets));
    };
    document.addEventListener('selectionchange', onChange);
    document.addEventListener('mouseup', onChange);
    document.addEventListener('keyup', onChange);
    return () => {
      document.removeEventListener('selectionchange', onChange);
      document.removeEventListener('mouseup', onChange);
      document.removeEventListener('keyup', onChange);
    };
  }, [container]);
  return { passage, clear: () => setPassage(null) };
}

const same = (a: { start: number; end: number } | null, b: { start: number; end: number }) =>
  a !== null && a.start === b.start && a.end === b.end;
