import { Select } from 'antd';
import { AntdIsland } from '../../app/antd-island.tsx';
import type { MultiSelectProps } from './lazy-multi-select.tsx';

/** antd's multiple Select with search, in the theme, opened and focused as it replaces the light field. */
export function AntdMultiSelect({ id, options, value, onChange, placeholder, loading }: MultiSelectProps) {
  return (
    <AntdIsland>
      <Select
        id={id}
        mode="multiple"
        allowClear
        showSearch
        autoFocus
        defaultOpen
        maxTagCount="responsive"
        optionFilterProp="label"
        placeholder={placeholder}
        loading={loading}
        options={options as { value: number; label: string }[]}
        value={value ?? []}
        onChange={onChange}
        style={{ width: '100%' }}
      />
    </AntdIsland>
  );
}
