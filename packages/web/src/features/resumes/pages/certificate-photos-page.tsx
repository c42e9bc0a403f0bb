import { CertPicUploadSchema } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { deleteCertPic, uploadCertPic, useCertPics } from '../api.ts';
import { PictureCard } from '../components/picture-card.tsx';
import { FilePicker, UploadProgress } from '../components/upload-parts.tsx';
import { useUploadProgress } from '../components/use-upload.ts';
import styles from './pages.module.css';

const titleRule = zodRule(CertPicUploadSchema.shape.title);

/** /user/certificate: certificate photos, each an image under 2 MB with a name (SPEC §5). */
export function CertificatePhotosPage() {
  const { t } = useTranslation('resumes');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const pictures = useCertPics();
  const upload = useUploadProgress();
  const [form] = Form.useForm<{ title?: string }>();
  const [file, setFile] = useState<File | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resumes'] });

  async function submit(values: { title?: string }) {
    if (!file) {
      message.error(translateMessage('fileRequired'));
      return;
    }
    try {
      await upload.run((progress) => uploadCertPic((values.title ?? '').trim(), file, progress));
      message.success(t('pictures.uploaded'));
      form.resetFields();
      setFile(null);
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function remove(id: number) {
    try {
      await deleteCertPic(id);
      message.success(t('pictures.deleted'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <div className={styles.stack}>
      <Card title={t('certificatePhotos.uploadTitle')}>
        <Form form={form} layout="vertical" onFinish={submit} name="certificate-photo">
          <Form.Item label={t('certificatePhotos.name')} name="title" rules={[titleRule]} required>
            <Input maxLength={50} placeholder={t('certificatePhotos.namePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('certificatePhotos.image')} required extra={t('certificatePhotos.rule')}>
            <FilePicker
              kind="certificate"
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
      <Card title={t('certificatePhotos.listTitle')}>
        {pictures.isLoading ? (
          <Skeleton active />
        ) : pictures.data?.length ? (
          <div className={styles.gallery}>
            {pictures.data.map((pic) => (
              <PictureCard key={pic.id} src={pic.cert_url} alt={pic.title} onDelete={() => remove(pic.id)}>
                {pic.title}
              </PictureCard>
            ))}
          </div>
        ) : (
          <Empty description={t('certificatePhotos.empty')} />
        )}
      </Card>
    </div>
  );
}
