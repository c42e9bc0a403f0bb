import type { UploadKind } from '@app/shared';
import { Button, Card, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker, UploadProgress } from '../../../components/upload/upload-parts.tsx';
import { useUploadProgress } from '../../../components/upload/use-upload.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/messages.ts';

type Props<V> = {
  title: string;
  name: string;
  kind: UploadKind;
  imageLabel: string;
  rule: string;
  /** The text fields sent with the image. */
  children: ReactNode;
  initialValues?: Partial<V>;
  send: (values: V, file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** After a successful upload; `reset` clears the given fields. */
  onUploaded: (reset: (fields?: string[]) => void) => void;
};

/**
 * An image upload with its fields: one file, checked before sending, with progress
 * (docs/product/resumes.md#pictures-and-video).
 */
export function PictureUploadCard<V extends object>(props: Props<V>) {
  const { t } = useTranslation('resumes');
  const message = useMessageApi();
  const upload = useUploadProgress();
  const [form] = Form.useForm<V>();
  const [file, setFile] = useState<File | null>(null);

  async function submit(values: V) {
    if (!file) {
      message.error(translateMessage('fileRequired'));
      return;
    }
    try {
      await upload.run((progress) => props.send(values, file, progress));
      message.success(t('pictures.uploaded'));
      setFile(null);
      props.onUploaded((fields) => form.resetFields(fields as Parameters<typeof form.resetFields>[0]));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card title={props.title}>
      <Form form={form} layout="vertical" onFinish={submit} name={props.name} initialValues={props.initialValues}>
        {props.children}
        <Form.Item label={props.imageLabel} required extra={props.rule}>
          <FilePicker
            kind={props.kind}
            label={t('pictures.choose')}
            onPick={setFile}
            picked={file?.name}
            disabled={upload.uploading}
          />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <UploadProgress percent={upload.percent} />
          <Button type="primary" htmlType="submit" loading={upload.uploading}>
            {t('pictures.upload')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
