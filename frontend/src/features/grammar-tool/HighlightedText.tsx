import type { GrammarItem } from './grammarApi';
import { highlightSegments } from './grammarEdits';

interface HighlightedTextProps {
  text: string;
  items: readonly GrammarItem[];
  selected: GrammarItem | null;
  onSelect(item: GrammarItem): void;
}

/** The checked text with each finding marked in place, coloured by type; a click shows it in the list. */
export function HighlightedText({ text, items, selected, onSelect }: HighlightedTextProps) {
  return (
    <div className="pw-grammar__text" data-testid="highlighted-text">
      {highlightSegments(text, items).map((segment) =>
        segment.item ? (
          <mark
            key={segment.start}
            className={`pw-grammar__mark pw-grammar__mark--${segment.item.type}${
              segment.item === selected ? ' pw-grammar__mark--selected' : ''
            }`}
            title={segment.item.message}
            data-type={segment.item.type}
            onClick={() => onSelect(segment.item!)}
          >
            {segment.text}
          </mark>
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
