import { screen } from '@testing-library/react';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const ID = '6f1c1b1e-2d4a-4c1e-9a57-0c3b5b2a9f10';

describe('certificate verification page (D12)', () => {
  it('shows a valid certificate', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      [`GET /api/certificates/${ID}`]: () =>
        json(200, {
          id: ID,
          courseTitle: 'Grammar Essentials',
          memberName: 'Dana Writer',
          issuedAt: '2026-11-20T10:00:00Z',
        }),
    });
    renderApp(`/certificates/${ID}`);
    expect(await screen.findByText('This certificate is valid.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Dana Writer')).toBeInTheDocument();
    expect(screen.getByText('Grammar Essentials')).toBeInTheDocument();
    expect(screen.getByText(/November 20, 2026/)).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveAttribute('href', `/api/certificates/${ID}/pdf`);
    expect(pdf).toHaveAttribute('download', `certificate-${ID}.pdf`);
  });

  it('says so for an unknown certificate', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'GET /api/certificates/not-a-certificate': () =>
        json(404, { statusCode: 404, code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' }),
    });
    renderApp('/certificates/not-a-certificate');
    expect(await screen.findByText('Certificate not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });
});
