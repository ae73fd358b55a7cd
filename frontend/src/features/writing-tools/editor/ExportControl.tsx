import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import { EXPORT_KINDS, exportDraft, type ExportKind } from './exportDraft';

/** Export (D5): the text as a `.md` or `.txt` file named after the title. */
export function ExportControl({ title, content }: { title: string; content: string }) {
  const [kind, setKind] = useState<ExportKind>('md');
  return (
    <Space.Compact>
      <Select<ExportKind>
        aria-label="Export format"
        value={kind}
        onChange={setKind}
        options={EXPORT_KINDS}
        popupMatchSelectWidth={false}
      />
      <Button onClick={() => exportDraft(title, content, kind)}>Export</Button>
    </Space.Compact>
  );
}
