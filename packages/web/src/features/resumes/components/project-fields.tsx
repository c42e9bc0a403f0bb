import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RESUME_LIST_MAX, RESUME_TEXT_MAX } from '@app/shared';
import { Button, Card, Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { emptyProject } from '../form-values.ts';
import styles from './resume-form.module.css';
import { rules } from './resume-form-rules.ts';

/** Optional project fields, in form order. */
const OPTIONAL_PROJECT_FIELDS = ['location', 'client', 'vendor'] as const;

/** The resume form's projects: at least one entry is always kept, at most RESUME_LIST_MAX.projects. */
export function ProjectFields() {
  const { t } = useTranslation('resumes');
  return (
    <Card title={t('form.projects')} className={styles.card}>
      <Form.List name="projects">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.project} data-testid="project-entry">
                <div className={styles.projectHead}>
                  <span>{t('form.projectN', { n: index + 1 })}</span>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                    aria-label={t('form.removeProject')}
                  >
                    {t('form.removeProject')}
                  </Button>
                </div>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('fields.projectName')}
                      name={[field.name, 'project_name']}
                      rules={rules.project_name}
                      required
                    >
                      <Input maxLength={RESUME_TEXT_MAX.short} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('fields.position')}
                      name={[field.name, 'position']}
                      rules={rules.position}
                      required
                    >
                      <Input maxLength={RESUME_TEXT_MAX.title} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('fields.period')} name={[field.name, 'period']} rules={rules.period} required>
                      <DatePicker.RangePicker
                        className={styles.full}
                        format="YYYY-MM-DD"
                        placeholder={[t('form.start'), t('form.end')]}
                      />
                    </Form.Item>
                  </Col>
                  {OPTIONAL_PROJECT_FIELDS.map((name) => (
                    <Col xs={24} md={12} key={name}>
                      <Form.Item label={t(`fields.${name}`)} name={[field.name, name]}>
                        <Input maxLength={RESUME_TEXT_MAX.short} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24}>
                    <Form.Item
                      label={t('fields.description')}
                      name={[field.name, 'description']}
                      rules={rules.description}
                      required
                    >
                      <Input.TextArea rows={3} maxLength={RESUME_TEXT_MAX.projectDescription} showCount />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= RESUME_LIST_MAX.projects}
              onClick={() => add(emptyProject())}
            >
              {t('form.addProject')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
