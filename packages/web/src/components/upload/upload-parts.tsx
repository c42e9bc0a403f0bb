import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { acceptFor, type UploadKind } from '@app/shared';
import { Button, Popconfirm, Progress, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../lib/feedback.ts';
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

/** A file button that checks the upload's type and size rules before anything is sent. */
export function FilePicker({ kind, label, onPick, disabled, picked, buttonType = 'default' }: PickerProps) {
  const message = useMessageApi();
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

type SingleFileProps = {
  kind: UploadKind;
  hasFile: boolean;
  /** Locale group with upload, replace, delete and confirmDelete texts. */
  texts: 'avatar' | 'video';
  onPick: (file: File) => void;
  onRemove: () => void;
  uploading: boolean;
  primary?: boolean;
};

/** Upload / replace / remove for a single file (avatar, video resume). */
export function SingleFileActions({ kind, hasFile, texts, onPick, onRemove, uploading, primary }: SingleFileProps) {
  const { t } = useTranslation('resumes');
  return (
    <Space wrap>
      <FilePicker
        kind={kind}
        buttonType={primary ? 'primary' : 'default'}
        label={t(`${texts}.${hasFile ? 'replace' : 'upload'}`)}
        onPick={onPick}
        disabled={uploading}
      />
      {hasFile && (
        <Popconfirm title={t(`${texts}.confirmDelete`)} onConfirm={onRemove}>
          <Button danger icon={<DeleteOutlined />}>
            {t(`${texts}.delete`)}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
