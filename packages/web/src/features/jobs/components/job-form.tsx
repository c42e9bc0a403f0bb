import {
  CITIES,
  type CompanyInfo,
  EXPERIENCE_BANDS,
  type HrJobItem,
  JOB_LIMITS,
  JOB_TYPES,
  type JobForm,
  JobFormSchema,
  SALARY_BANDS,
} from '@app/shared';
import { Alert, Button, Drawer, Form, Input, Select, Skeleton, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/use-session.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { useMyCompany } from '../../company-info/api.ts';
import { useJobActions } from '../api.ts';
import styles from '../jobs.module.css';
import { useJobLabels } from '../labels.ts';

type Props = {
  /** The job to edit; null posts a new one. */
  job: HrJobItem | null;
  /** A new job starts as a copy of this one (its fields, not its id); otherwise from my company info. */
  copyFrom?: HrJobItem | null;
  open: boolean;
  onClose: () => void;
};

/** The form opens on the edit awaiting review when there is one: that is what the HR last sent. */
function valuesOf(job: HrJobItem): Partial<JobForm> {
  const version = job.pending_edit ?? job;
  return {
    title: version.title,
    city: version.city,
    address: version.address,
    company: version.company,
    company_desc: version.company_desc,
    description: version.description,
    publisher_name: version.publisher_name,
    phone: version.phone,
    email: version.email,
    wechat: version.wechat,
    job_type: version.job_type,
    experience: version.experience,
    salary: version.salary,
    cert_ids: version.cert_list.map((c) => c.id),
    major_ids: version.major_list.map((m) => m.id),
  };
}

/** A new job: the company and contact of my company info; the account nickname only when there is none. */
function newValues(company: CompanyInfo | null | undefined, nickName: string): Partial<JobForm> {
  const blank = { job_type: 'full_time' as const, cert_ids: [], major_ids: [] };
  if (!company) return { ...blank, publisher_name: nickName };
  return {
    ...blank,
    company: company.company_name,
    company_desc: company.company_desc,
    address: company.address,
    publisher_name: company.hr_name,
    phone: company.mobile,
    email: company.email,
    wechat: company.wechat,
  };
}

/** What saving does to this job: a live job stays live while its edit awaits review (ADR 0092). */
function ReviewNote({ job }: { job: HrJobItem | null }) {
  const { t } = useTranslation('jobs');
  const edit = job?.pending_edit;
  const note =
    job?.review_status !== 'approved'
      ? { type: 'info' as const, title: t('post.reviewNote') }
      : edit?.review_status === 'under_review'
        ? { type: 'warning' as const, title: t('post.editPendingNote') }
        : edit?.review_status === 'rejected'
          ? { type: 'error' as const, title: t('post.editRejectedNote', { reason: edit.reject_reason }) }
          : { type: 'info' as const, title: t('post.liveEditNote') };
  return <Alert type={note.type} showIcon title={note.title} style={{ marginBottom: 16 }} />;
}

/** The job post form (title, address, company, description, contact, phone, email required). */
export function JobFormDrawer({ job, copyFrom = null, open, onClose }: Props) {
  const { t } = useTranslation(['jobs', 'common']);
  const labels = useJobLabels();
  const session = useSession();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const { save } = useJobActions();
  const [form] = Form.useForm<JobForm>();

  // A new job (not a copy) starts from my company info: wait for it so the form opens filled in.
  const fromCompany = open && !job && !copyFrom;
  const company = useMyCompany(fromCompany);
  const ready = !fromCompany || !company.isPending;
  const noCompany = fromCompany && company.data === null;

  // Filled once each time the drawer opens: a later refetch of the company info must not wipe what was typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) filled.current = false;
    if (!open || !ready || filled.current) return;
    filled.current = true;
    form.resetFields();
    const source = job ?? copyFrom;
    form.setFieldsValue(source ? valuesOf(source) : newValues(company.data, session?.nickName ?? ''));
  }, [open, ready, job, copyFrom, company.data, form, session?.nickName]);

  const rule = (field: keyof JobForm & string) => [zodFieldRule(JobFormSchema, field)];
  const catalog = (list: typeof majors.data) => (list ?? []).map((o) => ({ value: o.id, label: catalogName(o) }));
  const multiple = { mode: 'multiple' as const, optionFilterProp: 'label', showSearch: true, allowClear: true };

  const submit = async () => {
    // Invalid fields show their messages beside them; there is nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync({ id: job?.id, form: JobFormSchema.parse(values) });
      toast.success(t('post.saved'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Drawer
      title={job ? t('post.editTitle') : copyFrom ? t('post.copyTitle') : t('post.newTitle')}
      open={open}
      onClose={onClose}
      size={720}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={submit}>
            {t('post.submit')}
          </Button>
        </Space>
      }
    >
      <ReviewNote job={job} />
      {noCompany && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              {t('post.noCompany')} <Link to="/user/company">{t('post.fillCompany')}</Link>
            </>
          }
        />
      )}
      {!ready ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form form={form} layout="vertical" requiredMark>
          <Form.Item name="title" label={t('post.form.title')} required rules={rule('title')}>
            <Input maxLength={JOB_LIMITS.title} showCount />
          </Form.Item>
          <div className={styles.formGrid}>
            <Form.Item name="job_type" label={t('post.form.jobType')} required rules={rule('job_type')}>
              <Select options={labels.options(JOB_TYPES)} />
            </Form.Item>
            <Form.Item name="experience" label={t('post.form.experience')} required rules={rule('experience')}>
              <Select options={labels.options(EXPERIENCE_BANDS)} />
            </Form.Item>
            <Form.Item name="salary" label={t('post.form.salary')} required rules={rule('salary')}>
              <Select options={labels.options(SALARY_BANDS)} />
            </Form.Item>
            <Form.Item name="city" label={t('post.form.city')} required rules={rule('city')}>
              <Select options={labels.options(CITIES)} />
            </Form.Item>
          </div>
          <Form.Item name="address" label={t('post.form.address')} required rules={rule('address')}>
            <Input maxLength={JOB_LIMITS.address} />
          </Form.Item>
          <Form.Item name="company" label={t('post.form.company')} required rules={rule('company')}>
            <Input maxLength={JOB_LIMITS.company} />
          </Form.Item>
          <Form.Item name="description" label={t('post.form.description')} required rules={rule('description')}>
            <Input.TextArea
              rows={6}
              maxLength={JOB_LIMITS.description}
              showCount
              placeholder={t('post.form.descriptionPlaceholder')}
            />
          </Form.Item>
          <div className={styles.formGrid}>
            <Form.Item name="major_ids" label={t('post.form.majors')}>
              <Select {...multiple} loading={majors.isLoading} options={catalog(majors.data)} />
            </Form.Item>
            <Form.Item name="cert_ids" label={t('post.form.certs')}>
              <Select {...multiple} loading={certificates.isLoading} options={catalog(certificates.data)} />
            </Form.Item>
          </div>
          <div className={styles.formGrid}>
            <Form.Item name="publisher_name" label={t('post.form.contact')} required rules={rule('publisher_name')}>
              <Input maxLength={JOB_LIMITS.publisherName} />
            </Form.Item>
            <Form.Item name="phone" label={t('post.form.phone')} required rules={rule('phone')}>
              <Input placeholder={t('post.form.phonePlaceholder')} />
            </Form.Item>
            <Form.Item name="email" label={t('post.form.email')} required rules={rule('email')}>
              <Input type="email" />
            </Form.Item>
            <Form.Item name="wechat" label={t('post.form.wechat')} rules={rule('wechat')}>
              <Input maxLength={JOB_LIMITS.wechat} />
            </Form.Item>
          </div>
          <Form.Item name="company_desc" label={t('post.form.companyDesc')} rules={rule('company_desc')}>
            <Input.TextArea rows={3} maxLength={JOB_LIMITS.companyDesc} showCount />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
