import { PROMPT_CATEGORIES, promptCategoryNamed, promptsExhausted } from './prompt';

describe('writing prompts', () => {
  it('names the six categories of the tools page, in its order', () => {
    expect(PROMPT_CATEGORIES).toEqual(['Fiction', 'Non-fiction', 'Poetry', 'Creative', 'Technical', 'Personal']);
  });

  it('reads a category in any case, and nothing else', () => {
    expect(promptCategoryNamed('Non-fiction')).toBe('Non-fiction');
    expect(promptCategoryNamed('non-fiction')).toBe('Non-fiction');
    expect(promptCategoryNamed('POETRY')).toBe('Poetry');
    for (const other of ['', 'nonfiction', 'Non fiction', ' Poetry', 'toString', '__proto__']) {
      expect(promptCategoryNamed(other)).toBeNull();
    }
  });

  it('says how many prompts were seen when the bank or a category is exhausted', () => {
    expect(promptsExhausted(66, null)).toEqual({
      exhausted: true,
      message: "You've seen all 66 writing prompts. Start Over to see them again.",
      totalPrompts: 66,
    });
    expect(promptsExhausted(11, 'Non-fiction').message).toBe(
      "You've seen all 11 Non-fiction prompts. Start Over to see them again.",
    );
    expect(promptsExhausted(1, 'Poetry').message).toBe(
      "You've seen the only one of the Poetry prompts. Start Over to see them again.",
    );
  });
});
