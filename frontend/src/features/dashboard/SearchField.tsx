import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Input from 'antd/es/input';

/** The search box above a dashboard list; it filters as the member types. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Input
      className="pw-dashboard__search"
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      placeholder="Search"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
