import { createRequire } from 'node:module';
import type { ThemeConfig } from 'antd/es/config-provider/context';

/**
 * antd's component styles as one static stylesheet, for `ConfigProvider theme={{ zeroRuntime: true }}`
 * (src/app/AntdTheme.tsx): the browser then no longer computes and inserts each component's CSS the first time it
 * is used (0.9-1.3 s of main thread on a tab's first antd render at 4x CPU). Only the structure is extracted: the
 * theme's tokens stay CSS variables that antd still sets at run time (cheap), so the theme applies as before.
 *
 * Every antd component the app imports (and those they render inside: Table's pagination, checkboxes and
 * spinner, Form's grid...) is rendered once here on the server; popups through their static panels, so their
 * styles are in too. A component added to the app must be added to `samples` below, or it is unstyled.
 */
const require = createRequire(import.meta.url);

export function antdStaticStyles(theme: ThemeConfig): string {
  // antd's CommonJS build: Node runs it as it is (the ES build's imports have no file extensions).
  const { createElement: h, Fragment } = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  const sample = (name: string, props: Record<string, unknown> = {}, ...children: unknown[]) => {
    const path = name.split('.');
    const type = path.reduce((owner, key) => owner[key], antd);
    return h(type, props, ...(children as []));
  };
  const panel = (name: string, props: Record<string, unknown> = {}) =>
    h(antd[name]._InternalPanelDoNotUseOrYouWillBeFired, props);

  const columns = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Fee', dataIndex: 'fee', key: 'fee', align: 'right', fixed: 'right' },
  ];
  const rows = [{ key: 1, name: 'Ada', fee: 1 }];
  const samples = [
    sample('Button', { type: 'primary', loading: true, icon: h('span') }, 'Go'),
    sample('Button', { danger: true, size: 'small' }, 'Go'),
    sample('Button', { type: 'link', size: 'large', block: true }, 'Go'),
    sample('Alert', { type: 'info', showIcon: true, closable: true, title: 'A', description: 'B', action: 'C' }),
    sample('Alert', { type: 'error', banner: true, title: 'A' }),
    sample('Input', { prefix: 'a', suffix: 'b', allowClear: true, status: 'error' }),
    sample('Input.Password'),
    sample('Input.Search', { enterButton: true }),
    sample('Input.TextArea', { showCount: true, maxLength: 10 }),
    sample('InputNumber', { addonAfter: '€' }),
    sample(
      'Form',
      { layout: 'vertical' },
      sample('Form.Item', { label: 'A', required: true, help: 'B', validateStatus: 'error', extra: 'C' }, 'x'),
    ),
    sample('Form', { layout: 'inline' }, sample('Form.Item', { label: 'A' }, 'x')),
    sample('Row', {}, sample('Col', { span: 12, xs: 24, md: 12 })),
    sample('Select', { mode: 'multiple', value: ['a'], options: [{ value: 'a', label: 'A' }] }),
    panel('Select', { options: [{ value: 'a', label: 'A' }] }),
    sample('Typography.Title', { level: 2 }, 'A'),
    sample('Typography.Text', { type: 'secondary', strong: true, copyable: true, code: true }, 'A'),
    sample('Typography.Paragraph', { ellipsis: { rows: 2 } }, 'A'),
    sample('Typography.Link', { href: '#' }, 'A'),
    sample('Skeleton', { active: true, avatar: true, paragraph: { rows: 2 } }),
    sample('Skeleton.Button', { active: true }),
    sample('Skeleton.Input', { active: true, block: true }),
    sample('Tag', { color: 'success', closable: true }, 'A'),
    sample('Tag', { color: 'processing', bordered: false }, 'A'),
    sample('Table', {
      columns,
      dataSource: rows,
      rowSelection: {},
      expandable: { expandedRowRender: () => 'A' },
      pagination: { total: 50, showSizeChanger: true },
      scroll: { x: 600 },
      size: 'small',
      loading: true,
    }),
    sample('Table', { columns, dataSource: [] }),
    sample('Card', { title: 'A', extra: 'B', actions: ['C'], size: 'small', loading: false }, 'x'),
    sample('Card', { loading: true }),
    panel('Popconfirm', { title: 'A', description: 'B' }),
    panel('Popover', { title: 'A', content: 'B' }),
    panel('Tooltip', { title: 'A' }),
    panel('Modal', { title: 'A', footer: 'B', children: 'x' }),
    sample('Drawer', { open: true, getContainer: false, title: 'A' }, 'x'),
    sample('Switch', { checked: true, loading: true, size: 'small' }),
    sample('Space', { wrap: true, direction: 'vertical' }, 'a', 'b'),
    sample('Space.Compact', {}, sample('Input'), sample('Button', {}, 'Go')),
    sample('Radio.Group', { optionType: 'button', options: ['a', 'b'], value: 'a' }),
    sample('Radio.Group', { options: ['a', 'b'], value: 'a' }),
    sample('Checkbox', { checked: true }, 'A'),
    sample('Checkbox.Group', { options: ['a'] }),
    sample('Descriptions', { bordered: true, column: 1, items: [{ key: 'a', label: 'A', children: 'B' }] }),
    sample('Descriptions', { items: [{ key: 'a', label: 'A', children: 'B' }], size: 'small' }),
    sample('Result', { status: 'success', title: 'A', subTitle: 'B', extra: 'C' }),
    sample('Result', { status: '404', title: 'A' }),
    sample('Progress', { percent: 50 }),
    sample('Progress', { type: 'circle', percent: 50, size: 'small' }),
    sample('Tabs', { items: [{ key: 'a', label: 'A', children: 'B' }] }),
    sample('Spin', { spinning: true, tip: 'A' }, 'x'),
    sample('QRCode', { value: 'https://example.org' }),
    sample('Pagination', { total: 50, simple: true }),
    sample('Flex', { gap: 'small', wrap: true, vertical: true }),
    sample('Collapse', { items: [{ key: 'a', label: 'A', children: 'B' }], defaultActiveKey: ['a'] }),
    sample('Empty', { image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
    sample('Divider'),
    panel('notification', { type: 'success', title: 'A', description: 'B' }),
  ];

  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, h(Fragment, {}, ...samples))));
  // Only the components' rules: the tokens' variables are still set at run time, for each ConfigProvider.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
