import { JOB_LIMITS, type JobDetail, ReviewJobBodySchema } from '@app/shared';
import { Alert, Button, Drawer, Form, Input, Modal, Space, Table, type TableColumnsType, Tag, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { useCatalogName } from '../../catalog/api.ts';
import { isStaleReview, type ReviewDecision, useReviewJob } from './admin-api.ts';
import { isEditOfLiveJob, jobVersions, type VersionRow } from './job-versions.ts';

type Props = { job: JobDetail | null; onClose: () => void };

/** Whether the review call has something to decide: a new job, or a live job's edit awaiting review. */
export const awaitsReview = (job: JobDetail) => job.review_status === 'under_review' || isEditOfLiveJob(job);

/** One job under review: the live version beside the edit awaiting review (changed fields marked), approve, reject. */
export function JobReviewDrawer({ job, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common', 'jobs']);
  const language = useLanguage();
  const catalogName = useCatalogName();
  const review = useReviewJob();
  const [rejecting, setRejecting] = useState(false);
  /** The server's message when the job changed after it was opened (the list, and so this drawer, then refresh). */
  const [stale, setStale] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const { token } = theme.useToken();

  if (!job) return null;
  const edit = isEditOfLiveJob(job);
  const rows = jobVersions(job, language, catalogName);

  const decide = async (decision: Omit<ReviewDecision, 'id' | 'revision'>, done: string) => {
    try {
      await review.mutateAsync({ ...decision, id: job.id, revision: job.revision });
      toast.success(done);
      setRejecting(false);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      if (!isStaleReview(error)) return;
      setStale(errorMessage(error));
      setRejecting(false);
    }
  };

  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await decide({ decision: 'reject', reason: values.reason.trim() }, t('jobs.rejected'));
  };

  const value = (text: string | null) => <div className={styles.value}>{text}</div>;
  const marked = (row: VersionRow) => ({ style: row.changed ? { background: token.colorWarningBg } : {} });
  const columns: TableColumnsType<VersionRow> = [
    {
      key: 'field',
      title: t('jobs.field'),
      width: 140,
      onCell: marked,
      render: (_, row) => (
        <Space size={4} wrap>
          {t(row.labelKey)}
          {row.changed && <Tag color="warning">{t('jobs.changed')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'live',
      title: edit ? t('jobs.liveVersion') : t('jobs.submitted'),
      onCell: marked,
      render: (_, row) => value(row.live),
    },
    ...(edit
      ? [
          {
            key: 'edit',
            title: t('jobs.editVersion'),
            onCell: marked,
            render: (_: unknown, row: VersionRow) => value(row.edit),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      title={job.title}
      open
      onClose={onClose}
      size={edit ? 960 : 720}
      // The versions scroll in a region of their own that the keyboard can reach (WCAG 2.1.1): a table has no control.
      styles={{ body: { display: 'flex', flexDirection: 'column', padding: 0, overflow: 'hidden' } }}
      extra={
        awaitsReview(job) && (
          <Space>
            <Button danger onClick={() => setRejecting(true)}>
              {t('jobs.reject')}
            </Button>
            <Button
              type="primary"
              loading={review.isPending && !rejecting}
              onClick={() => decide({ decision: 'approve' }, t('jobs.approved'))}
            >
              {t('jobs.approve')}
            </Button>
          </Space>
        )
      }
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so the keyboard scrolls it (WCAG 2.1.1) */}
      <section className={styles.reviewScroll} tabIndex={0} aria-label={job.title}>
        {stale && (
          <Alert type="error" showIcon title={stale} description={t('jobs.staleShown')} style={{ marginBottom: 16 }} />
        )}
        <Alert
          type={edit ? 'warning' : 'info'}
          showIcon
          title={edit ? t('jobs.editNote') : t('jobs.newNote')}
          style={{ marginBottom: 16 }}
        />
        <Table<VersionRow> rowKey="field" size="small" columns={columns} dataSource={rows} pagination={false} />
      </section>
      <Modal
        title={t('jobs.rejectTitle', { title: job.title })}
        open={rejecting}
        okText={t('jobs.reject')}
        okButtonProps={{ danger: true, loading: review.isPending }}
        cancelText={t('common:actions.cancel')}
        onOk={reject}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <p className={styles.muted}>{edit ? t('jobs.rejectEditHint') : t('jobs.rejectHint')}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('jobs.reason')}
            required
            rules={[
              zodFieldRule(ReviewJobBodySchema, 'reason', () => ({
                id: job.id,
                decision: 'reject',
                revision: job.revision,
              })),
            ]}
          >
            <Input.TextArea rows={4} maxLength={JOB_LIMITS.rejectReason} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
