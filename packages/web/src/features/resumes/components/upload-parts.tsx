import { UploadOutlined } from '@ant-design/icons';
import { acceptFor, type UploadKind } from '@app/shared';
import { App, Button, Progress, Upload } from 'antd';
import type { ReactNode } from 'react';
import { checkFile } from './use-upload.ts';

type PickerProps = {
  kind: UploadKind;
  label: ReactNode;
  onPick: (file: File) => void;
  disabled?: boolean;
  /** The picked file's name, shown beside the button. */
  picked?: string;
  buttonType?: 'primary' | 'default';
};

/** A file button that checks SPEC §5's type and size rules before anything is sent. */
export function FilePicker({ kind, label, onPick, disabled, picked, buttonType = 'default' }: PickerProps) {
  const { message } = App.useApp();
  return (
    <span>
      <Upload
        accept={acceptFor(kind)}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          const problem = checkFile(kind, file);
          if (problem) message.error(problem);
          else onPick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} type={buttonType}>
          {label}
        </Button>
      </Upload>
      {picked && <span style={{ marginLeft: 12 }}>{picked}</span>}
    </span>
  );
}

/** Upload progress; rendered only while there is some (it resets 1 s after completion). */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <Progress
      percent={percent}
      size="small"
      status={percent >= 100 ? 'success' : 'active'}
      data-testid="upload-progress"
      style={{ maxWidth: 360 }}
    />
  );
}
