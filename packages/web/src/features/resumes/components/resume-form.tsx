import {
  DEGREES,
  EXPERIENCE,
  GENDERS,
  RESUME_LIST_MAX,
  RESUME_STATUSES,
  RESUME_TEXT_MAX,
  type Resume,
  ResumeSaveSchema,
} from '@app/shared';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { useSaveResume } from '../api.ts';
import { clearDraft, saveSignedOutDraft } from '../draft.ts';
import { type ResumeFormValues, toPayload } from '../form-values.ts';
import { codeOptions } from '../labels.ts';
import { ProjectFields } from './project-fields.tsx';
import styles from './resume-form.module.css';
import { rules } from './resume-form-rules.ts';

type Props = {
  initialValues: ResumeFormValues;
  /** False on /resume without a login: saving then asks to log in and keeps the draft. */
  signedIn: boolean;
  onSaved: (resume: Resume) => void;
  onLoginNeeded: () => void;
  submitLabel?: string;
};

/**
 * The /resume form (docs/product/resumes.md#the-resume-form): base info, majors, certificates, projects (at least one
 * entry always kept) and self introduction, with every rule taken from the shared schemas; saved in one call.
 */
export function ResumeForm({ initialValues, signedIn, onSaved, onLoginNeeded, submitLabel }: Props) {
  const { t } = useTranslation('resumes');
  const message = useMessageApi();
  const language = useLanguage();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const [form] = Form.useForm<ResumeFormValues>();
  const save = useSaveResume();
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const optionsOf = (list: { id: number; name: string; en_name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: catalogName(item) }));

  // Only a signed-out visitor's values become a draft (offered after the login); a signed-in user's form saves to the
  // server, and a failed save must not turn into a "filled in before logging in" draft.
  function keepDraft() {
    if (signedIn) return;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = undefined;
      saveSignedOutDraft(toPayload(form.getFieldsValue(true)));
    }, 300);
  }

  // Leaving the form (to log in) right after typing: the draft waiting to be written is written now.
  useEffect(
    () => () => {
      if (draftTimer.current === undefined) return;
      clearTimeout(draftTimer.current);
      saveSignedOutDraft(toPayload(form.getFieldsValue(true)));
    },
    [form],
  );

  async function submit() {
    // The whole store, not only the fields with an input: a saved project's id has none and must go back,
    // or the save would replace every project with a new one.
    const payload = toPayload(form.getFieldsValue(true));
    // A draft still waiting to be written would come back after a successful save clears it.
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    if (!signedIn) {
      saveSignedOutDraft(payload);
      onLoginNeeded();
      return;
    }
    const parsed = ResumeSaveSchema.safeParse(payload);
    if (!parsed.success) {
      message.error(translateMessage(parsed.error.issues[0]?.message ?? 'resumeIncomplete'));
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      clearDraft();
      message.success(t('form.saved'));
      onSaved(saved);
    } catch (error) {
      message.error(errorMessage(error, translateMessage('saveFailed')));
    }
  }

  return (
    <Form
      form={form}
      name="resume"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={() => message.error(translateMessage('resumeIncomplete'))}
      onValuesChange={keepDraft}
      scrollToFirstError
      className={styles.form}
    >
      <Card title={t('form.basicInfo')} className={styles.card}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.name')} name="nick_name" rules={rules.nick_name} required>
              <Input maxLength={RESUME_TEXT_MAX.name} placeholder={t('form.namePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('fields.chineseName')}
              name="chinese_name"
              rules={rules.chinese_name}
              tooltip={t('form.chineseNameHint')}
            >
              <Input maxLength={RESUME_TEXT_MAX.chineseName} placeholder={t('form.chineseNamePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.gender')} name="gender" rules={rules.gender} required>
              <Radio.Group options={codeOptions(GENDERS, language)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.birthday')} name="birthday" rules={rules.birthday} required>
              <DatePicker
                className={styles.full}
                format="YYYY-MM-DD"
                disabledDate={(day) => day.isAfter(dayjs())}
                placeholder={t('form.birthdayPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('fields.degree')} name="degree" rules={rules.degree} required>
              <Select options={codeOptions(DEGREES, language)} placeholder={t('form.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('fields.status')} name="status" rules={rules.status} required>
              <Select options={codeOptions(RESUME_STATUSES, language)} placeholder={t('form.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('fields.experience')} name="experience" rules={rules.experience} required>
              <InputNumber
                className={styles.full}
                min={EXPERIENCE.min}
                max={EXPERIENCE.max}
                precision={0}
                suffix={t('form.years')}
                placeholder="0-50"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.email')} name="email" rules={rules.email} required>
              <Input maxLength={RESUME_TEXT_MAX.short} placeholder="name@example.com" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.mobile')} name="mobile" rules={rules.mobile}>
              <Input maxLength={11} inputMode="numeric" placeholder={t('form.mobilePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.wechat')} name="wechat">
              <Input maxLength={RESUME_TEXT_MAX.title} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.company')} name="company">
              <Input maxLength={RESUME_TEXT_MAX.short} placeholder={t('form.companyPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('fields.address')} name="address" rules={rules.address} required>
              <Input maxLength={RESUME_TEXT_MAX.short} placeholder={t('form.addressPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label={t('fields.enableResume')}
              name="enable_resume"
              valuePropName="checked"
              extra={t('form.enableResumeHint')}
            >
              <Switch checkedChildren={t('form.open')} unCheckedChildren={t('form.closed')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label={t('fields.bidContacts')}
              name="bid_contacts"
              valuePropName="checked"
              extra={t('form.bidContactsHint')}
            >
              <Switch checkedChildren={t('form.shown')} unCheckedChildren={t('form.hidden')} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('form.majorsAndCertificates')} className={styles.card}>
        <Form.Item label={t('fields.majors')} name="major_ids">
          <Select
            mode="multiple"
            allowClear
            loading={majors.isLoading}
            options={optionsOf(majors.data)}
            maxCount={RESUME_LIST_MAX.majors}
            optionFilterProp="label"
            placeholder={t('form.majorsPlaceholder')}
          />
        </Form.Item>
        <Form.Item label={t('fields.certificates')} name="cert_ids">
          <Select
            mode="multiple"
            allowClear
            loading={certificates.isLoading}
            options={optionsOf(certificates.data)}
            maxCount={RESUME_LIST_MAX.certificates}
            optionFilterProp="label"
            placeholder={t('form.certificatesPlaceholder')}
          />
        </Form.Item>
      </Card>

      <ProjectFields />

      <Card title={t('form.selfIntroduction')} className={styles.card}>
        <Form.Item name="self_desc" rules={rules.self_desc} required label={t('fields.selfDesc')}>
          <Input.TextArea
            rows={5}
            maxLength={RESUME_TEXT_MAX.selfDesc}
            showCount
            placeholder={t('form.selfDescPlaceholder')}
          />
        </Form.Item>
      </Card>

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
          {submitLabel ?? t('form.save')}
        </Button>
      </div>
    </Form>
  );
}
