import type { JobDetail } from '@app/shared';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitResume } from '../api.ts';
import styles from '../jobs.module.css';
import { isRecruiting } from '../labels.ts';

// The popup (antd Modal, Form, InputNumber) is fetched when the pointer or focus reaches the button.
const loadDialog = () => import('./apply-dialog.tsx');
const ApplyDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplyDialog })));

/**
 * The Submit Resume button of the job page (docs/product/jobs.md#applying): a popup sets the open days (1-365,
 * default 7); afterwards the button says Submitted (the server remembers, so it survives a reload).
 * A refusal shows the server's message in the current language. A resume still missing parts an
 * application needs (ADR 0093) is said in the popup, with a link to fill it in, and nothing is sent.
 */
export function ApplyButton({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState<boolean | null>(null);
  const submit = useSubmitResume(job.id);
  const submitted = Boolean(job.application) || submit.isSuccess;
  const ended = !isRecruiting(job.status);
  const preload = () => void loadDialog();

  return (
    <>
      <Button
        type="primary"
        className={styles.fab}
        disabled={submitted || ended}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {submitted ? t('apply.submitted') : ended ? t('apply.ended') : t('apply.button')}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ApplyDialog job={job} submit={submit} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
