/** A multiple choice with search, as the light field and antd's Select both take it. */
export type MultiSelectProps = {
  id: string;
  options: readonly { value: number; label: string }[];
  value: number[] | undefined;
  onChange: (value: number[]) => void;
  placeholder: string;
  loading?: boolean;
};
