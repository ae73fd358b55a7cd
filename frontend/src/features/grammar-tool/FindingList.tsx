import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useEffect, useRef } from 'react';
import type { FindingType, GrammarItem } from './grammarApi';
import { TYPE_LABELS } from './grammarEdits';

const TAG_COLORS: Record<FindingType, string> = { error: 'error', warning: 'warning', info: 'processing' };

const quoted = (text: string) => `“${text}”`;

/** What the one-click fix does, in words: replace, remove, or fix the spacing. */
function fixLabel(item: GrammarItem): string {
  const suggestion = item.suggestion ?? '';
  if (suggestion === '') return 'Remove';
  if (suggestion.trim() === '') return 'Fix spacing';
  return `Change to ${quoted(suggestion)}`;
}

interface FindingListProps {
  text: string;
  items: readonly GrammarItem[];
  selected: GrammarItem | null;
  /** False once the text has changed since the check: the positions no longer fit it. */
  canApply: boolean;
  onSelect(item: GrammarItem): void;
  onApply(item: GrammarItem): void;
}

/** Every finding in text order: its type, category, message, the words it marks and its one-click fix. */
export function FindingList({ text, items, selected, canApply, onSelect, onApply }: FindingListProps) {
  const selectedRef = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <ol className="pw-grammar__findings" aria-label="Findings">
      {items.map((item) => {
        const marked = text.slice(item.position.start, item.position.end);
        return (
          <li
            key={`${item.position.start}-${item.position.end}-${item.category}`}
            ref={item === selected ? selectedRef : undefined}
            className={`pw-grammar__finding${item === selected ? ' pw-grammar__finding--selected' : ''}`}
            onClick={() => onSelect(item)}
          >
            <div className="pw-grammar__finding-head">
              <Tag color={TAG_COLORS[item.type]}>{TYPE_LABELS[item.type].one}</Tag>
              <span className="pw-grammar__category">{item.category}</span>
            </div>
            <p className="pw-grammar__message">{item.message}</p>
            {marked.trim() && <p className="pw-grammar__marked">{quoted(marked)}</p>}
            {item.suggestion !== null && (
              <Button
                size="small"
                disabled={!canApply}
                aria-label={`${fixLabel(item)} (${quoted(marked)})`}
                onClick={(event) => {
                  event.stopPropagation();
                  onApply(item);
                }}
              >
                {fixLabel(item)}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
