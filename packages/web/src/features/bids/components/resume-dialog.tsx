import type { Language } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, ConfigProvider, Flex, Modal, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { antdLocales, useLanguage, useScopedI18n } from '../../../lib/i18n.ts';
import { ResumeExportButtons } from '../../resumes/components/resume-export.tsx';
import { ResumeViewer } from '../../resumes/components/resume-viewer.tsx';
import { type BidEngineer, bidKeys, fetchEngineerResume, fetchLatestResume } from '../api.ts';
import styles from '../bids.module.css';

/** The resume dialog is 1200 px wide (the whole screen on a phone). */
const DIALOG_WIDTH = 1200;

type Props = {
  slug: string;
  token: string;
  engineer: BidEngineer | null;
  onClose: () => void;
  /** The credential was refused (expired, bid revoked or code regenerated). */
  onDenied: (error: unknown) => void;
};

/**
 * An engineer's resume from the bid page (docs/product/bids.md#the-client-page): the resume viewer, both PDF exports
 * made from the latest resume (GET /client/download/hunter/resume/{userId}), and a language switch; 'failed to get
 * resume' on failure. The switch is the dialog's own: the dialog and its PDFs read the chosen language (kept for the
 * next resume opened on this page), the rest of the site and its stored language stay as they were.
 */
export function BidResumeDialog(props: Props) {
  const site = useLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? site;
  const scoped = useScopedI18n(language);
  return (
    <I18nextProvider i18n={scoped}>
      <Dialog {...props} chosen={language} onChoose={setChosen} />
    </I18nextProvider>
  );
}

function Dialog({
  slug,
  token,
  engineer,
  onClose,
  onDenied,
  chosen,
  onChoose,
}: Props & { chosen: Language; onChoose: (language: Language) => void }) {
  const { t } = useTranslation('bids');
  // The language the dialog reads now (the chosen one once it has loaded).
  const language = useLanguage();
  const message = useMessageApi();
  const queryClient = useQueryClient();
  const viewer = useRef<HTMLDivElement>(null);
  const engineerId = engineer?.engineer_id ?? 0;
  const queryKey = bidKeys.resume(slug, engineerId);
  const resume = useQuery({
    queryKey,
    queryFn: () => fetchEngineerResume(engineerId, token),
    enabled: engineerId > 0,
  });

  const failed = resume.error;
  useEffect(() => {
    if (!failed) return;
    message.error(t('resume.loadFailed'));
    if ((failed as { status?: number }).status === 403) onDenied(failed);
  }, [failed, message, t, onDenied]);

  async function latest() {
    if (!engineer) throw new Error('no engineer');
    const fresh = await fetchLatestResume(engineer.user_id, token);
    queryClient.setQueryData(queryKey, fresh);
    return fresh;
  }

  return (
    <ConfigProvider locale={antdLocales[language]}>
      <Modal
        open={engineer !== null}
        onCancel={onClose}
        footer={null}
        width={DIALOG_WIDTH}
        centered
        destroyOnHidden
        title={
          <div className={styles.dialogHead}>
            <span>
              {engineer ? t('resume.title', { name: engineer.engineer_name, position: engineer.position }) : ''}
            </span>
            <Segmented<Language>
              size="small"
              aria-label={t('resume.language')}
              value={chosen}
              options={[
                { label: '中文', value: 'zh' },
                { label: 'English', value: 'en' },
              ]}
              onChange={onChoose}
            />
          </div>
        }
      >
        <Flex justify="flex-end" wrap gap={12} style={{ marginBottom: 12 }}>
          <ResumeExportButtons target={viewer} refresh={latest} disabled={!resume.data} />
        </Flex>
        {failed ? (
          <Alert type="error" showIcon title={t('resume.loadFailed')} description={errorMessage(failed, '')} />
        ) : (
          <ResumeViewer
            ref={viewer}
            resume={resume.data}
            loading={resume.isLoading}
            contactNote={resume.data?.contacts_hidden ? resume.data.platform_contact[language] : undefined}
          />
        )}
      </Modal>
    </ConfigProvider>
  );
}
