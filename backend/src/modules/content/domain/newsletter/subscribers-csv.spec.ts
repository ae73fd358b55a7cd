import { csvCell, subscribersCsv } from './subscribers-csv';

describe('the subscribers CSV', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['reader@example.com', '"reader@example.com"'],
    ['a"b,c', '"a""b,c"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and one CRLF line per subscription', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const csv = subscribersCsv([
      { id: 1, email: '=cmd@example.com', state: 'confirmed', subscribedAt: at, confirmedAt: at, unsubscribedAt: null },
    ]);
    expect(csv).toBe(
      'email,state,subscribed_at,confirmed_at,unsubscribed_at\r\n' +
        `"'=cmd@example.com","confirmed","2026-11-28T10:00:00.000Z","2026-11-28T10:00:00.000Z",""\r\n`,
    );
  });
});
