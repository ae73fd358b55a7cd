import type { ReactNode } from 'react';

/**
 * Lesson text: each entry a paragraph, '## ' a subheading, '- ' a bullet (consecutive bullets
 * form one list).
 */
export function LessonText({ content }: { content: readonly string[] }) {
  const blocks: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length === 0) return;
    const items = bullets;
    blocks.push(
      <ul key={`list-${blocks.length}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    bullets = [];
  };
  content.forEach((entry, index) => {
    if (entry.startsWith('- ')) {
      bullets.push(entry.slice(2));
      return;
    }
    flush();
    blocks.push(entry.startsWith('## ') ? <h3 key={index}>{entry.slice(3)}</h3> : <p key={index}>{entry}</p>);
  });
  flush();
  return <div className="pw-lesson__text">{blocks}</div>;
}
