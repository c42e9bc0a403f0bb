import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@app/shared';
import { Alert, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ResumePreview } from '../../resumes/components/resume-preview.tsx';
import { fetchTalentResume, talentIdOf, talentKeys, useTalentResume } from '../api.ts';
import { useTalentOpener } from '../components/talent-cards.tsx';
import styles from '../talents.module.css';

// antd's Result (its pictures are large) only for an id that is not one.
const TalentNotFound = lazy(() =>
  import('../components/talent-not-found.tsx').then((m) => ({ default: m.TalentNotFound })),
);

/**
 * /talent/{id} (docs/product/talents-and-view-permissions.md#talent-detail): the seeker's resume in the resume viewer
 * with both PDF exports, a skeleton while it loads and the server's message when it is refused; a closed resume (403)
 * offers the apply-to-view dialog. The PDF libraries load only when an export is clicked (lib/pdf-export.ts).
 */
export function TalentDetailPage() {
  const { t } = useTranslation(['talents', 'common', 'layout']);
  usePageTitle(t('layout:pages.talentDetail'));
  const navigate = useNavigate();
  // Back where the talent was opened (the list with its search and page, or home); a fresh tab goes to the list.
  const opened = useLocation().key !== 'default';
  const id = talentIdOf(useParams().id);
  const valid = id > 0;
  const resume = useTalentResume(id);
  const opener = useTalentOpener();

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => (opened ? navigate(-1) : navigate('/talents'))}>
      {opened ? t('common:actions.back') : t('detail.back')}
    </Button>
  );
  if (!valid) {
    return (
      <Suspense fallback={null}>
        <TalentNotFound title={t('detail.invalidId')} extra={back} />
      </Suspense>
    );
  }

  const closed = resume.error instanceof ApiError && resume.error.status === 403;
  // While the HR's request waits for the seeker, the refusal says so and no second request is offered.
  const pending = closed && resume.error instanceof ApiError && resume.error.msg_en === MESSAGES.viewRequestPending.en;
  return (
    <div className={styles.page}>
      {resume.isError ? (
        <div className={styles.failed}>
          {back}
          <Alert
            showIcon
            type={pending ? 'info' : closed ? 'warning' : 'error'}
            title={errorMessage(resume.error, t('detail.loadFailed'))}
            action={
              pending ? undefined : closed ? (
                <Button type="primary" onClick={() => opener.askToView({ id, name: '' })}>
                  {t('detail.requestView')}
                </Button>
              ) : (
                <Button onClick={() => resume.refetch()}>{t('common:actions.retry')}</Button>
              )
            }
            style={{ alignSelf: 'stretch' }}
          />
        </div>
      ) : (
        <ResumePreview queryKey={talentKeys.resume(id)} load={() => fetchTalentResume(id)} toolbar={back} />
      )}
      {opener.dialog}
    </div>
  );
}
