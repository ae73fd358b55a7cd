import { describeError, formatHttpError, httpStatus, isNetworkError, serverMessage } from './errors';

describe('formatHttpError (spec section 8)', () => {
  it('is the status, a colon and space, then the body text', () => {
    expect(formatHttpError(500, 'Database unavailable')).toBe('500: Database unavailable');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpError(404, '')).toBe('404: Not Found');
    expect(formatHttpError(418, '', "I'm a teapot")).toBe("418: I'm a teapot");
  });
});

describe('describeError', () => {
  it('formats an HTTP error with its JSON body as text', () => {
    const error = { status: 401, data: { statusCode: 401, message: 'Unauthorized' } };
    expect(describeError(error)).toBe('401: {"statusCode":401,"message":"Unauthorized"}');
  });

  it('uses the status text for an empty body', () => {
    expect(describeError({ status: 503, data: null })).toBe('503: Service Unavailable');
  });

  it('keeps a plain-text body that could not be parsed as JSON', () => {
    const error = { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway', error: 'SyntaxError' };
    expect(describeError(error)).toBe('502: Bad gateway');
  });

  it('reports network failures by their own text', () => {
    expect(describeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
  });

  it('handles thrown errors and serialized errors', () => {
    expect(describeError(new Error('boom'))).toBe('boom');
    expect(describeError({ name: 'Error', message: 'serialized' })).toBe('serialized');
    expect(describeError(undefined)).toBe('Unknown error');
  });
});

describe('serverMessage', () => {
  it('takes the message of a {statusCode, message} body', () => {
    const error = { status: 429, data: { statusCode: 429, message: 'Too many sign-in attempts.' } };
    expect(serverMessage(error, 'fallback')).toBe('Too many sign-in attempts.');
  });

  it('joins a list of validation messages', () => {
    const error = {
      status: 400,
      data: { statusCode: 400, message: ['Please enter a valid email address', 'Password is required'] },
    };
    expect(serverMessage(error, 'fallback')).toBe('Please enter a valid email address; Password is required');
  });

  it('uses a plain-text body, but never an HTML error page', () => {
    const text = { status: 'PARSING_ERROR', originalStatus: 500, data: 'Something broke', error: '' };
    const html = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: '' };
    expect(serverMessage(text, 'fallback')).toBe('Something broke');
    expect(serverMessage(html, 'fallback')).toBe('fallback');
  });

  it('falls back when there is no usable message', () => {
    expect(serverMessage({ status: 500, data: null }, 'fallback')).toBe('fallback');
    expect(serverMessage({ status: 400, data: { message: [] } }, 'fallback')).toBe('fallback');
    expect(serverMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('x'), 'fallback')).toBe('fallback');
  });
});

describe('isNetworkError and httpStatus', () => {
  it('tell a network failure from an HTTP answer', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isNetworkError({ status: 401, data: null })).toBe(false);
    expect(httpStatus({ status: 401, data: null })).toBe(401);
    expect(httpStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(502);
    expect(httpStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});
