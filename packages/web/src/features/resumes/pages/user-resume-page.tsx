import { ROLES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { accountKeys } from '../../accounts/api.ts';
import { fetchResume, resumeKeys, useOwnResume } from '../api.ts';
import { ResumeForm } from '../components/resume-form.tsx';
import { ResumePreview } from '../components/resume-preview.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { clearDraft, readDraft } from '../draft.ts';
import { toFormValues } from '../form-values.ts';
import styles from './pages.module.css';

/** /user/resume: edit the whole resume and the video, preview it in the viewer and export both PDFs. */
export function UserResumePage() {
  const { t } = useTranslation(['resumes', 'layout']);
  usePageTitle(t('layout:user.resume'));
  const session = useSession();
  const queryClient = useQueryClient();
  const isSeeker = session?.role === ROLES.seeker;
  const own = useOwnResume(isSeeker);
  const [tab, setTab] = useState('edit');
  // This tab's draft, which the server drawing the page cannot see: offered once the page is hydrated.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readDraft() : null), [hydrated]);
  const [dropped, setDropped] = useState(false);
  const draft = dropped ? null : stored;
  const [formVersion, setFormVersion] = useState(0);
  const [useDraft, setUseDraft] = useState(false);

  if (!isSeeker) return <Result status="info" title={t('page.seekerOnly')} />;
  if (own.isLoading || !own.data) {
    return own.error ? (
      <Alert type="error" showIcon title={t('viewer.loadFailed')} />
    ) : (
      <Skeleton active paragraph={{ rows: 12 }} />
    );
  }

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['resumes'] });
    void queryClient.invalidateQueries({ queryKey: accountKeys.crudeAndProfile });
  };
  const initialValues = toFormValues(useDraft && draft ? draft : own.data);
  const userId = session?.userId ?? '';

  return (
    <div className={styles.stack}>
      {draft && !useDraft && (
        <Alert
          type="warning"
          showIcon
          title={t('page.draftFound')}
          action={
            <Space>
              <Button
                type="primary"
                onClick={() => {
                  setUseDraft(true);
                  setFormVersion((v) => v + 1);
                }}
              >
                {t('page.useDraft')}
              </Button>
              <Button
                onClick={() => {
                  clearDraft();
                  setDropped(true);
                }}
              >
                {t('page.discardDraft')}
              </Button>
            </Space>
          }
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'edit',
            label: t('page.editTab'),
            children: (
              <div className={styles.stack}>
                <ResumeForm
                  key={formVersion}
                  initialValues={initialValues}
                  signedIn
                  onLoginNeeded={() => undefined}
                  onSaved={(saved) => {
                    queryClient.setQueryData(resumeKeys.own, saved);
                    updateSession({ nickName: saved.nick_name });
                    setDropped(true);
                    setUseDraft(false);
                    refresh();
                    setTab('preview');
                  }}
                />
                <VideoCard url={own.data.vcr_url} onChanged={refresh} />
              </div>
            ),
          },
          {
            key: 'preview',
            label: t('page.previewTab'),
            children: (
              <ResumePreview
                queryKey={resumeKeys.download(userId)}
                load={() => fetchResume(userId)}
                toolbar={<span className={styles.hint}>{t('page.previewHint')}</span>}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
