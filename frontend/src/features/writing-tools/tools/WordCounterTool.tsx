import Input from 'antd/es/input';
import { useState } from 'react';
import { formatCount, readingTimeLabel, textStats } from '../textStats';
import { ToolCard } from './ToolCard';

/** The word counter (D5): every count of the pasted text, with the same word rule the editors use. */
export function WordCounterTool() {
  const [text, setText] = useState('');
  const stats = textStats(text);
  const figures = [
    ['Words', formatCount(stats.words)],
    ['Characters', formatCount(stats.characters)],
    ['Without spaces', formatCount(stats.charactersWithoutSpaces)],
    ['Sentences', formatCount(stats.sentences)],
    ['Paragraphs', formatCount(stats.paragraphs)],
    ['Reading time', readingTimeLabel(stats.readingMinutes)],
  ];
  return (
    <ToolCard id="word-counter" title="Word Counter" description="Paste or type a text to count it.">
      <Input.TextArea
        aria-label="Text to count"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 5, maxRows: 16 }}
      />
      <dl className="pw-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ToolCard>
  );
}
