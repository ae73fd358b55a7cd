import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { GrammarChecker } from './GrammarChecker';
import './grammar-tool.css';

/** The three feature cards of spec section 2, saying what really runs (D13). */
const FEATURES = [
  {
    title: 'Grammar & Spelling',
    text: 'Spelling, agreement, word choice and punctuation by Harper, an open-source checker that runs on the collective’s own server: your text is never sent anywhere else, and never stored.',
  },
  {
    title: 'Style & Clarity',
    text: 'Passive voice, wordy phrases, repeated words, “a” and “an”, inclusive language and the spacing between sentences, marked where they occur.',
  },
  {
    title: 'Readability',
    text: 'Flesch reading ease and grade level with sentence and word counts, measured exactly as the Writing Tools measure them.',
  },
];

/** /grammar-tool (spec section 2, D13): members only; the checks run on the server. */
export default function GrammarToolPage() {
  usePageMeta({
    title: pageTitle('Grammar Tool'),
    description: 'Check grammar, spelling, style and readability before you submit: a members’ tool of the collective.',
  });
  return (
    <div className="pw-page pw-grammar">
      <h1>Grammar Tool</h1>
      <p className="pw-lead">
        Paste your text to check its grammar, spelling, style and readability before it reaches an editor.
      </p>
      <MembersOnlyGate feature="the grammar tool">
        <GrammarChecker />
      </MembersOnlyGate>
      <ul className="pw-check__features" aria-label="What the grammar tool checks">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="pw-card pw-check__feature">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
