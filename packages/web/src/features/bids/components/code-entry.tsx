import { SafetyOutlined } from '@ant-design/icons';
import { BID_CODE_MAX } from '@app/shared';
import { Button, Card, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { i18n, loadLanguage } from '../../../lib/i18n.ts';
import { type BidInfo, useVerifyBid } from '../api.ts';
import styles from '../bids.module.css';

/** Answers that say nothing about the code's characters: the bid ended, too many attempts. */
const NOT_ABOUT_THE_CODE = new Set([404, 429]);

/** The dialog about special characters speaks both languages; the app loads only the interface's (ADR 0097). */
const loadBothLanguages = () => Promise.all([loadLanguage('zh'), loadLanguage('en')]).catch(() => {});

type Props = { slug: string; onVerified: (info: BidInfo) => void };

/**
 * The bid page's code entry (docs/product/bids.md#links-and-codes): an empty code warns; at most 6 characters; a
 * refused code shows the server's message (or 'verification failed') and the bilingual dialog about special characters.
 */
export function CodeEntry({ slug, onVerified }: Props) {
  const { t } = useTranslation('bids');
  const message = useMessageApi();
  const verify = useVerifyBid(slug);
  const [code, setCode] = useState('');
  const [charsDialog, setCharsDialog] = useState(false);
  useEffect(() => void loadBothLanguages(), []);

  async function submit() {
    if (verify.isPending) return;
    if (code === '') {
      message.warning(t('code.required'));
      return;
    }
    try {
      onVerified(await verify.mutateAsync(code));
    } catch (error) {
      message.error(errorMessage(error, t('code.failed')));
      if (error instanceof ApiError && NOT_ABOUT_THE_CODE.has(error.status)) return;
      await loadBothLanguages();
      setCharsDialog(true);
    }
  }

  return (
    <Card className={styles.entry} title={t('code.title')}>
      <p className={styles.muted}>{t('code.lead')}</p>
      <div className={styles.entryForm}>
        <Input
          className={styles.code}
          size="large"
          prefix={<SafetyOutlined />}
          value={code}
          maxLength={BID_CODE_MAX}
          autoComplete="off"
          autoFocus
          placeholder={t('code.placeholder')}
          aria-label={t('code.placeholder')}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => void submit()}
        />
        <Button type="primary" size="large" loading={verify.isPending} onClick={() => void submit()}>
          {t('code.submit')}
        </Button>
      </div>
      <Modal
        open={charsDialog}
        title={t('code.charsTitle')}
        onOk={() => setCharsDialog(false)}
        onCancel={() => setCharsDialog(false)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('code.charsOk')}
        centered
      >
        {/* Both languages at once: the visitor may not read the page's current one. */}
        <p lang="zh-CN">{i18n.t('bids:code.charsText', { lng: 'zh' })}</p>
        <p lang="en">{i18n.t('bids:code.charsText', { lng: 'en' })}</p>
      </Modal>
    </Card>
  );
}
