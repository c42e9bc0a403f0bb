import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SingleFileActions, UploadProgress } from '../../../components/upload/upload-parts.tsx';
import { useUploadProgress } from '../../../components/upload/use-upload.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { deleteVideo, uploadVideo } from '../api.ts';
import styles from '../pages/pages.module.css';

/** The video resume: MP4 only, at most 50 MB, with upload progress. */
export function VideoCard({ url, onChanged }: { url: string; onChanged: () => void }) {
  const { t } = useTranslation('resumes');
  const message = useMessageApi();
  const upload = useUploadProgress();

  async function send(file: File) {
    try {
      await upload.run((progress) => uploadVideo(file, progress));
      message.success(t('video.uploaded'));
      onChanged();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function remove() {
    try {
      await deleteVideo();
      message.success(t('video.deleted'));
      onChanged();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card title={t('video.title')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {url ? (
          // biome-ignore lint/a11y/useMediaCaption: a candidate's own recording has no caption track
          <video className={styles.video} src={url} controls preload="metadata" />
        ) : (
          <span className={styles.hint}>{t('video.none')}</span>
        )}
        <SingleFileActions
          kind="video"
          hasFile={Boolean(url)}
          texts="video"
          onPick={send}
          onRemove={remove}
          uploading={upload.uploading}
        />
        <span className={styles.hint}>{t('video.rule')}</span>
        <UploadProgress percent={upload.percent} />
      </Space>
    </Card>
  );
}
