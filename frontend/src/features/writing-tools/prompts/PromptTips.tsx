/** The tips beside the prompt (spec section 2), from the editors' advice to new members. */
const TIPS = [
  'Set a timer for fifteen minutes and keep writing until it rings; editing is a second pass.',
  'Start in the middle: the first line should already be doing something.',
  'Choose one concrete detail a reader could see, hear or hold, and build the scene around it.',
  'Hard prompts (4/5 and 5/5) ask for a form or a length; it is fine to draft half and save.',
  'Read your response aloud before you save: the ear finds what the eye skips.',
  'Saved responses count toward your words this month and keep your writing streak going.',
];

export function PromptTips() {
  return (
    <section className="pw-card pw-writing-panel" aria-labelledby="pw-prompt-tips">
      <h2 id="pw-prompt-tips">Tips</h2>
      <ul className="pw-writing-list">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
