import { Select } from 'antd';
import { type KeyboardEvent, useState } from 'react';

type Props = {
  id: string;
  options: readonly { value: number; label: string }[];
  value: number[] | undefined;
  onChange: (value: number[]) => void;
  placeholder: string;
  loading?: boolean;
};

/** antd's multiple Select with search (majors, certificates); Tab leaves it without choosing. */
export function MultiSelect({ id, options, value, onChange, placeholder, loading }: Props) {
  const [open, setOpen] = useState(false);
  // rc-select takes Tab, like Enter, as "choose the active option" and keeps the focus while the list is open; in a
  // multiple choice that toggles the option and traps the keyboard. Tab here leaves the field, choosing nothing.
  const leaveOnTab = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
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
  );
}
