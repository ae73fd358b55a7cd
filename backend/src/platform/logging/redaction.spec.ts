import { redact, redactUrl } from './redaction';

describe('redact', () => {
  it('replaces secret-named values at any depth and keeps the rest', () => {
    const logged = redact({
      email: 'dana@penwright.test',
      password: 'correct horse',
      nested: { card: { number: '4242424242424242' }, csrfToken: 'abc', items: [{ sessionId: 's1', ok: 1 }] },
      headers: { Cookie: 'penwright.sid=s%3Aabc', 'x-xsrf-token': 't' },
    });
    expect(logged).toEqual({
      email: 'dana@penwright.test',
      password: '[redacted]',
      nested: { card: '[redacted]', csrfToken: '[redacted]', items: [{ sessionId: '[redacted]', ok: 1 }] },
      headers: { Cookie: '[redacted]', 'x-xsrf-token': '[redacted]' },
    });
  });

  it('keeps an error readable but drops the raw body a parser attached to it', () => {
    const error = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      body: '{"password":"hunter2-hunter2"',
      status: 400,
    });
    const logged = redact(error) as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'SyntaxError', message: 'Unexpected end of JSON input', status: 400 });
    expect(logged.body).toBe('[redacted]');
    expect(String(logged.stack)).toContain('SyntaxError');
  });

  it('redacts secret query parameters of a URL', () => {
    expect(redactUrl('/payment-result?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2')).toBe(
      '/payment-result?payment_intent=pi_1&payment_intent_client_secret=%5Bredacted%5D',
    );
    expect(redactUrl('/api/blog/posts?limit=6')).toBe('/api/blog/posts?limit=6');
  });
});
