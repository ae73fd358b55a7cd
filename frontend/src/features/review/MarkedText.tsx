import { memo, useEffect, useMemo, useRef } from 'react';
import { markedSegments, type Mark } from './marks';

interface Props {
  text: string;
  marks: readonly Mark[];
  selected: string | null;
  label: string;
  onSelect(key: string): void;
  /**
   * A read-only text box the keyboard can move in and select from (Shift with the arrows), as well as the mouse:
   * content-editable with every change refused, so the editor selects a passage to comment on without a mouse.
   */
  selectable?: boolean;
}

/** Refuses every change to a content-editable text (typing, pasting, dropping, cutting, undo). */
const refuse = (event: Event) => event.preventDefault();

const KIND_ORDER = ['comment', 'match', 'finding'] as const;

/**
 * The latest version with its marks: findings underlined with a wave, originality matches with dots, comments with
 * a solid line and a tint (so they differ by more than colour), the selected one outlined. A click on a mark
 * selects its item in the margin (a comment first where marks overlap). Only text nodes sit inside the region, so a
 * selection's offsets inside it are offsets into the version's text.
 */
export const MarkedText = memo(function MarkedText({ text, marks, selected, label, onSelect, selectable }: Props) {
  const segments = useMemo(() => markedSegments(text, marks), [text, marks]);
  const kindOf = useMemo(() => new Map(marks.map((mark) => [mark.key, mark.kind])), [marks]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!selectable || !element) return;
    for (const type of ['beforeinput', 'paste', 'drop', 'cut']) element.addEventListener(type, refuse);
    // An input method's composition cannot be refused (its beforeinput is not cancelable): leaving the box ends it
    // before it writes into the text React owns.
    const endComposition = () => element.blur();
    element.addEventListener('compositionstart', endComposition);
    return () => {
      for (const type of ['beforeinput', 'paste', 'drop', 'cut']) element.removeEventListener(type, refuse);
      element.removeEventListener('compositionstart', endComposition);
    };
  }, [selectable]);
  const role = selectable
    ? ({
        role: 'textbox',
        'aria-readonly': true,
        'aria-multiline': true,
        contentEditable: true,
        // Editable only so that a keyboard can select in it: a phone opens no keyboard for it.
        inputMode: 'none',
        suppressContentEditableWarning: true,
        spellCheck: false,
      } as const)
    : ({ role: 'region' } as const);
  return (
    <div ref={box} className="pw-review__text" {...role} aria-label={label} tabIndex={0} data-review-text>
      {segments.map((segment) => {
        if (segment.keys.length === 0) return segment.text;
        const first = KIND_ORDER.flatMap((kind) => segment.keys.filter((key) => kindOf.get(key) === kind))[0]!;
        const classes = [
          'pw-review__mark',
          ...segment.kinds.map((kind) => `pw-review__mark--${kind}`),
          ...(selected && segment.keys.includes(selected) ? ['pw-review__mark--selected'] : []),
        ];
        return (
          <mark
            key={segment.start}
            className={classes.join(' ')}
            data-marks={segment.keys.join(' ')}
            onClick={() => onSelect(first)}
          >
            {segment.text}
          </mark>
        );
      })}
    </div>
  );
});

/** The UTF-16 offsets of the current selection inside `container`'s text, or null when it is empty or outside. */
export function selectionOffsets(container: Element): { start: number; end: number } | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = container.ownerDocument.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}
