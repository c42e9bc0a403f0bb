import { CertPicUploadSchema } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { deleteCertPic, uploadCertPic, useCertPics } from '../api.ts';
import { PictureCard, usePictureRemoval } from '../components/picture-card.tsx';
import { PictureUploadCard } from '../components/picture-upload-card.tsx';
import styles from './pages.module.css';

const titleRule = zodRule(CertPicUploadSchema.shape.title);

/** /user/certificate: certificate photos, each an image under 2 MB with a name. */
export function CertificatePhotosPage() {
  const { t } = useTranslation(['resumes', 'layout']);
  usePageTitle(t('layout:user.certificate'));
  const queryClient = useQueryClient();
  const pictures = useCertPics();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resumes'] });

  const remove = usePictureRemoval(deleteCertPic);

  return (
    <div className={styles.stack}>
      <PictureUploadCard<{ title?: string }>
        title={t('certificatePhotos.uploadTitle')}
        name="certificate-photo"
        kind="certificate"
        imageLabel={t('certificatePhotos.image')}
        rule={t('certificatePhotos.rule')}
        send={(values, file, progress) => uploadCertPic((values.title ?? '').trim(), file, progress)}
        onUploaded={(reset) => {
          reset();
          void refresh();
        }}
      >
        <Form.Item label={t('certificatePhotos.name')} name="title" rules={[titleRule]} required>
          <Input maxLength={50} placeholder={t('certificatePhotos.namePlaceholder')} />
        </Form.Item>
      </PictureUploadCard>
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
