import {
  codeOptions,
  FORUM_CATEGORY_LABELS,
  FORUM_LIMITS,
  type ForumPostFields,
  ForumPostFieldsSchema,
} from '@app/shared';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { zodFieldRule } from '../../../../lib/zod-rule.ts';
import { useSavePost } from '../../editor-api.ts';
import styles from './editor.module.css';
import { MarkdownField } from './markdown-field.tsx';
import { useLeaveGuard } from './use-leave-guard.tsx';

type Values = { title: string; category: ForumPostFields['category'] | undefined; body: string };

/**
 * The post form of /forum/create and /forum/edit/{id}: title, category and Markdown body checked as the server
 * checks them (ForumPostFieldsSchema), saved to the post's page; leaving with unsaved text asks first.
 */
export function PostEditor({ post, cancelTo }: { post?: ForumPostFields & { id: number }; cancelTo: string }) {
  const { t } = useTranslation('forum-editor');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const initial: Values = { title: post?.title ?? '', category: post?.category, body: post?.body ?? '' };
  const save = useSavePost();
  const [current, setCurrent] = useState(initial);
  const dirty =
    current.title !== initial.title || current.category !== initial.category || current.body !== initial.body;
  const guard = useLeaveGuard(dirty && !save.isSuccess);

  async function submit(values: Values) {
    const fields = ForumPostFieldsSchema.parse(values);
    const saved = await save.mutateAsync({ ...fields, ...(post ? { id: post.id } : {}) }).catch(() => null);
    if (!saved) return;
    guard.allowLeave();
    navigate(`/forum/post/${saved.id}`);
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={(_, all) => setCurrent(all)}
      requiredMark
    >
      <div className={styles.row}>
        <Form.Item
          name="title"
          label={t('fields.title')}
          rules={[zodFieldRule(ForumPostFieldsSchema, 'title')]}
          validateTrigger="onBlur"
        >
          <Input
            placeholder={t('placeholders.title', { min: FORUM_LIMITS.titleMin, max: FORUM_LIMITS.title })}
            maxLength={FORUM_LIMITS.title}
            showCount
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('fields.category')}
          rules={[zodFieldRule(ForumPostFieldsSchema, 'category')]}
        >
          <Select placeholder={t('placeholders.category')} options={codeOptions(FORUM_CATEGORY_LABELS, language)} />
        </Form.Item>
      </div>
      <Form.Item
        name="body"
        label={t('fields.body')}
        rules={[zodFieldRule(ForumPostFieldsSchema, 'body')]}
        extra={t('bodyHint', { images: FORUM_LIMITS.images })}
      >
        <MarkdownField />
      </Form.Item>
      {save.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(save.error, t('saveFailed'))}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {post ? t('actions.save') : t('actions.publish')}
        </Button>
        <Button htmlType="button" onClick={() => navigate(cancelTo)}>
          {t('actions.cancel')}
        </Button>
      </div>
      {guard.dialog}
    </Form>
  );
}
