import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import Button from 'antd/es/button';
import type { LibraryItem } from './resourceLibrary';

const ICONS = { pdf: <FilePdfOutlined />, video: <PlayCircleOutlined />, audio: <SoundOutlined /> };
const ACTIONS = { pdf: 'Download', video: 'Watch', audio: 'Listen' };

/** One resource: a PDF to download, or a video or episode that is not published yet. */
export function ResourceCard({ item, busy, onOpen }: { item: LibraryItem; busy: boolean; onOpen(): void }) {
  return (
    <li className="pw-resources__card">
      <span className="pw-resources__icon" aria-hidden="true">
        {ICONS[item.kind]}
      </span>
      <h3>{item.title}</h3>
      <p>{item.description}</p>
      <p className="pw-resources__meta">{item.meta}</p>
      <Button
        icon={item.kind === 'pdf' ? <DownloadOutlined /> : undefined}
        loading={busy}
        onClick={onOpen}
        aria-label={`${ACTIONS[item.kind]} ${item.title}`}
      >
        {ACTIONS[item.kind]}
      </Button>
    </li>
  );
}
