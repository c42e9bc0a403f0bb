import { Button, Form, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker, UploadProgress } from '../../../components/upload/upload-parts.tsx';
import { useUploadProgress } from '../../../components/upload/use-upload.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useRefreshStandards } from './admin-api.ts';

/** A form control holding the picked PDF (checked for type and 20 MB before anything is sent). */
function PdfField({
  value,
  onChange,
  disabled,
}: {
  value?: File;
  onChange?: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-standards');
  return (
    <FilePicker
      kind="standard"
      label={t('fields.choose')}
      onPick={(file) => onChange?.(file)}
      picked={value?.name}
      disabled={disabled}
    />
  );
}

/** The PDF is required ("请上传标准文件"). */
const pdfRequired = {
  validator: async (_rule: unknown, value: unknown) => {
    if (!(value instanceof File)) throw new Error(translateMessage('standardFileRequired'));
  },
};

type Props<V> = {
  title: string;
  open: boolean;
  onClose: () => void;
  name: string;
  /** Shown above the form. */
  intro?: ReactNode;
  /** The fields sent with the file. */
  children?: ReactNode;
  initialValues?: Partial<V>;
  submitLabel: string;
  doneText: string;
  send: (values: V & { file: File }, onProgress: (percent: number) => void) => Promise<unknown>;
};

/**
 * A dialog sending a PDF (and fields) with a progress bar; a failure leaves it open with what was entered (the bar
 * resets 1 s later). A success says so, clears the form, closes the dialog and reads the lists again.
 */
export function PdfUploadModal<V extends object>(props: Props<V>) {
  const { t } = useTranslation('admin-standards');
  const message = useMessageApi();
  const upload = useUploadProgress();
  const refresh = useRefreshStandards();
  const [form] = Form.useForm<V & { file: File }>();

  async function submit(values: V & { file: File }) {
    try {
      await upload.run((progress) => props.send(values, progress));
      message.success(props.doneText);
      form.resetFields();
      upload.reset();
      props.onClose();
      void refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      mask={{ closable: !upload.uploading }}
      width={560}
      destroyOnHidden
    >
      {props.intro}
      <Form<V & { file: File }>
        form={form}
        name={props.name}
        layout="vertical"
        preserve={false}
        initialValues={props.initialValues as V & { file: File }}
        onFinish={submit}
      >
        {props.children}
        <Form.Item name="file" label={t('fields.file')} extra={t('fields.fileRule')} rules={[pdfRequired]} required>
          <PdfField disabled={upload.uploading} />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <UploadProgress percent={upload.percent} />
          <Button type="primary" htmlType="submit" loading={upload.uploading}>
            {props.submitLabel}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
