import { loadConfig } from '../../../config';
import { ReactEmailRenderer } from './react-email-renderer';
import { MAIL_TEMPLATES } from './templates';

const config = loadConfig({ PUBLIC_URL: 'https://writers.example' });
const issue = { title: 'November at the collective', body: 'Three briefs open this week: **read them** by Friday.' };
const linkOf = (token: string) => `https://writers.example/newsletter/unsubscribe?token=${token}`;

describe('ReactEmailRenderer: a campaign renders once', () => {
  it('renders a campaign once and gives each message its own unsubscribe link, in the HTML and the text', async () => {
    const renderer = new ReactEmailRenderer(config, config.mail);
    const body = jest.spyOn(MAIL_TEMPLATES['newsletter.issue']!, 'body');
    const context = (token: string) => ({
      recipientName: '',
      unsubscribeUrl: linkOf(token),
      preferencesUrl: null,
      campaign: 'newsletter:7',
    });
    const first = await renderer.render('newsletter.issue', issue, context('aaa.111'));
    const second = await renderer.render('newsletter.issue', issue, context('bbb.222'));
    expect(body).toHaveBeenCalledTimes(1);
    expect(first.html).toContain(`href="${linkOf('aaa.111')}"`);
    expect(second.html).toContain(`href="${linkOf('bbb.222')}"`);
    expect(second.html).not.toContain('aaa.111');
    expect(second.text).toContain(linkOf('bbb.222'));
    expect(second.html).not.toContain('unsubscribe.invalid');
    expect(second.html.replace('bbb.222', 'aaa.111')).toBe(first.html);
    expect(second.subject).toBe('November at the collective');

    // Another issue, or the same campaign edited, is its own rendering; a message outside a campaign is never shared.
    await renderer.render('newsletter.issue', { ...issue, title: 'December' }, context('ccc.333'));
    await renderer.render('newsletter.issue', issue, { ...context('ddd.444'), campaign: null });
    expect(body).toHaveBeenCalledTimes(3);
    body.mockRestore();
  });
});
