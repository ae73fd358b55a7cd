import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { longDate } from '../../app/dates';
import { palette } from '../../app/theme';
import { formatCents } from '../../app/money';
import { receiptUrl, useGetBillingHistoryQuery, type BillingHistoryEntry } from '../billing/billingHistoryApi';
import { LoadingBlock } from './LoadingBlock';
import { PlainTag } from './PlainTag';

// The theme's solid colours with white text: antd's pastel presets fail the contrast check (WCAG AA).
const STATUS: Record<BillingHistoryEntry['status'], { label: string; color?: string }> = {
  paid: { label: 'Paid', color: palette.success },
  partially_refunded: { label: 'Partially refunded', color: palette.accent },
  refunded: { label: 'Refunded' },
};

/** Billing history (D21): every charge and refund of the member's subscription, newest first, each with its receipt. */
export function BillingHistoryCard() {
  const { data, isLoading, isError } = useGetBillingHistoryQuery();
  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your billing history could not be loaded." />;
  return (
    <Card title="Billing history">
      {data.entries.length === 0 ? (
        <p>No charges yet. Your receipts will appear here after your first payment.</p>
      ) : (
        <Table<BillingHistoryEntry>
          rowKey="id"
          size="small"
          pagination={data.entries.length > 12 ? { pageSize: 12 } : false}
          dataSource={data.entries}
          scroll={{ x: true }}
          columns={[
            { title: 'Date', dataIndex: 'date', render: (date: string) => longDate(date) },
            {
              title: 'Description',
              key: 'description',
              render: (_, entry) => (entry.kind === 'refund' ? `Refund: ${entry.tierName}` : entry.tierName),
            },
            {
              title: 'Amount',
              key: 'amount',
              align: 'right',
              render: (_, entry) => formatCents(entry.kind === 'refund' ? -entry.amountCents : entry.amountCents),
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, entry) =>
                entry.kind === 'refund' ? (
                  <PlainTag>Refund</PlainTag>
                ) : (
                  <PlainTag color={STATUS[entry.status].color}>{STATUS[entry.status].label}</PlainTag>
                ),
            },
            {
              title: 'Receipt',
              key: 'receipt',
              render: (_, entry) =>
                entry.kind === 'charge' ? (
                  <a
                    href={receiptUrl(entry.receiptId)}
                    download
                    aria-label={`Receipt for ${longDate(entry.date)} (PDF)`}
                  >
                    Download PDF
                  </a>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
