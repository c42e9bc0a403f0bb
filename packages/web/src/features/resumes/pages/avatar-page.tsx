import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SingleFileActions, UploadProgress } from '../../../components/upload/upload-parts.tsx';
import { useUploadProgress } from '../../../components/upload/use-upload.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { updateSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { accountKeys, useCrudeAndProfile } from '../../accounts/api.ts';
import { deleteAvatar, uploadAvatar } from '../api.ts';
import styles from './pages.module.css';

/** /user/avatar (the user centre's default page, every role): jpg or png under 2 MB. */
export function AvatarPage() {
  const { t } = useTranslation(['resumes', 'layout']);
  usePageTitle(t('layout:user.avatar'));
  const message = useMessageApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const profile = useCrudeAndProfile(Boolean(session));
  const upload = useUploadProgress();
  const current = profile.data?.profile_pic_url ?? session?.profile ?? '';

  function changed(url: string) {
    updateSession({ profile: url });
    void queryClient.invalidateQueries({ queryKey: accountKeys.crudeAndProfile });
    void queryClient.invalidateQueries({ queryKey: ['resumes'] });
  }

  async function send(file: File) {
    try {
      const result = await upload.run((progress) => uploadAvatar(file, progress));
      changed(result.profile_pic_url);
      message.success(t('avatar.uploaded'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function remove() {
    try {
      await deleteAvatar();
      changed('');
      message.success(t('avatar.deleted'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card title={t('avatar.title')}>
      <div className={styles.avatarRow}>
        <Avatar size={128} src={current || undefined} icon={<UserOutlined />} alt={t('avatar.current')} />
        <Space orientation="vertical" size={12}>
          <SingleFileActions
            kind="avatar"
            primary
            hasFile={Boolean(current)}
            texts="avatar"
            onPick={send}
            onRemove={remove}
            uploading={upload.uploading}
          />
          <span className={styles.hint}>{t('avatar.rule')}</span>
          <UploadProgress percent={upload.percent} />
        </Space>
      </div>
    </Card>
  );
}
