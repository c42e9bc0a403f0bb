import { COMPANY_LIMITS, type CompanyInfo, type CompanyInfoBody, CompanyInfoBodySchema } from '@app/shared';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { useMyCompany, useSaveCompany } from '../api.ts';
import styles from '../company-info.module.css';

type Field = keyof CompanyInfo & string;
const rule = (field: Field) => [zodFieldRule(CompanyInfoBodySchema, field)];

/**
 * /user/company (HR only, routes.tsx): the company form (docs/product/jobs.md#company-info). HR name, email, address,
 * WeChat, mobile, company name and description, all required (the shared schema's rules); shown on the HR's jobs and
 * under the resumes they view.
 */
export function CompanyPage() {
  const { t } = useTranslation(['company', 'layout']);
  usePageTitle(t('layout:user.company'));
  const [form] = Form.useForm<CompanyInfo>();
  const company = useMyCompany();
  const save = useSaveCompany();

  async function submit(values: CompanyInfo) {
    const parsed = CompanyInfoBodySchema.safeParse(values);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data satisfies CompanyInfoBody);
      toast.success(t('saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('saveFailed')));
    }
  }

  const item = (field: Field, max: number, input = <Input maxLength={max} />) => (
    <Form.Item name={field} label={t(`fields.${field}`)} required rules={rule(field)}>
      {input}
    </Form.Item>
  );

  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{t('title')}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      {company.isError && <Alert type="error" showIcon title={errorMessage(company.error, t('loadFailed'))} />}
      {company.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<CompanyInfo>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={company.data ?? undefined}
          onFinish={submit}
          disabled={company.isError}
        >
          {company.data === null && <Alert type="info" showIcon title={t('empty')} className={styles.notice} />}
          <div className={styles.grid}>
            {item('company_name', COMPANY_LIMITS.companyName)}
            {item('hr_name', COMPANY_LIMITS.hrName)}
            {item('mobile', COMPANY_LIMITS.mobile, <Input maxLength={COMPANY_LIMITS.mobile} inputMode="numeric" />)}
            {item('email', COMPANY_LIMITS.email, <Input maxLength={COMPANY_LIMITS.email} inputMode="email" />)}
            {item('wechat', COMPANY_LIMITS.wechat)}
            {item('address', COMPANY_LIMITS.address)}
          </div>
          {item(
            'company_desc',
            COMPANY_LIMITS.companyDesc,
            <Input.TextArea maxLength={COMPANY_LIMITS.companyDesc} showCount autoSize={{ minRows: 4, maxRows: 12 }} />,
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form>
      )}
    </div>
  );
}
