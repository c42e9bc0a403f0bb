import { Select } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { AntdIsland } from '../antd-island.tsx';
import type { MultiSelectProps } from './multi-select-props.ts';

/**
 * antd's multiple Select with search, in the theme, focused as it replaces the light field: its list opened when
 * the pointer brought it (`openAtStart`), closed when the keyboard did (arrows, Enter, Space or typing open it).
 */
export function AntdMultiSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  loading,
  openAtStart,
}: MultiSelectProps & { openAtStart: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  // rc-select takes Tab, like Enter, as "choose the active option" and keeps the focus while the list is open; in a
  // multiple choice that toggles the option and traps the keyboard. Tab here leaves the field, choosing nothing.
  const leaveOnTab = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <AntdIsland>
      <Select
        id={id}
        mode="multiple"
        allowClear
        showSearch
        autoFocus
        open={open}
        onOpenChange={setOpen}
        onInputKeyDown={leaveOnTab}
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
