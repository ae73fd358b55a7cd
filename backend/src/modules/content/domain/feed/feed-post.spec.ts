import { feedPostText } from './feed-post';

describe('feed post text (D6)', () => {
  it('trims the text and keeps inner line breaks', () => {
    expect(feedPostText('  New issue out.\nRead it today.  ')).toBe('New issue out.\nRead it today.');
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
  ])('refuses %s text', (_name, text) => {
    expect(() => feedPostText(text)).toThrow('The post cannot be blank');
  });

  it('counts code points like PostgreSQL: 280 emoji fit, 281 do not', () => {
    expect(feedPostText('✍️'.repeat(140))).toHaveLength(280);
    expect(feedPostText('📝'.repeat(280))).toHaveLength(560);
    expect(() => feedPostText('📝'.repeat(281))).toThrow('The post must be at most 280 characters');
    expect(() => feedPostText('x'.repeat(281))).toThrow('The post must be at most 280 characters');
  });

  it('refuses control characters such as NUL', () => {
    expect(() => feedPostText('a\u0000b')).toThrow('The post cannot contain control characters');
  });
});
