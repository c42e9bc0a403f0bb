import { Alert, Button, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ResumeForm } from '../components/resume-form.tsx';
import { readDraft } from '../draft.ts';
import { toFormValues } from '../form-values.ts';
import styles from './pages.module.css';

/** Log in, then 我的简历 (/resume itself sends a signed-in user home). */
const LOGIN_THEN_OWN_RESUME = loginPathFor('/user/resume');

/**
 * /resume (docs/product/resumes.md#the-resume-form): the resume form, reachable without a token. Saving needs a login:
 * without one the page says so, offers to log in and keeps what was typed (a draft the form restores). Saved -> /home.
 * The login (or registration) then goes on to 我的简历, which offers the draft at once.
 */
export function ResumeFormPage() {
  const { t } = useTranslation(['resumes', 'layout']);
  usePageTitle(t('layout:pages.resumeForm'));
  const navigate = useNavigate();
  const session = useSession();
  const [askLogin, setAskLogin] = useState(false);
  // This tab's draft, which the server drawing the page cannot see: restored once the page is hydrated.
  const hydrated = useHydrated();
  const draft = useMemo(() => (hydrated ? readDraft() : null), [hydrated]);
  const initialValues = useMemo(() => toFormValues(draft ?? {}), [draft]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.formTitle')}</h1>
      <p className={styles.lead}>{t('page.formLead')}</p>
      {!session && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={t('page.loginToSave')}
          description={t('page.draftKept')}
          action={
            <Button type="primary" onClick={() => navigate(LOGIN_THEN_OWN_RESUME)}>
              {t('page.goLogin')}
            </Button>
          }
        />
      )}
      <ResumeForm
        key={draft ? 'draft' : 'blank'}
        initialValues={initialValues}
        signedIn={Boolean(session)}
        onSaved={() => navigate('/home')}
        onLoginNeeded={() => setAskLogin(true)}
      />
      <Modal
        open={askLogin}
        title={t('page.loginNeededTitle')}
        okText={t('page.goLogin')}
        cancelText={t('page.keepEditing')}
        onOk={() => navigate(LOGIN_THEN_OWN_RESUME)}
        onCancel={() => setAskLogin(false)}
      >
        <p>{t('page.loginNeededBody')}</p>
      </Modal>
    </div>
  );
}
