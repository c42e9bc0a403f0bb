import { SLIDE_LIMITS, SlideFieldsSchema } from '@app/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/upload/upload-parts.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import type { SlideInput, SlideTexts } from './admin-api.ts';
import styles from './slides.module.css';

/** What the form shows of a slide being edited (any carousel's slide has these). */
type EditedSlide = { url: string; title: string; en_title: string; link: string };

type Props = {
  /** The slide being edited; null adds one (then an image is required). */
  slide: EditedSlide | null;
  open: boolean;
  onClose: () => void;
  /** Sends the texts and the picked image (if any); the dialog closes when it resolves and shows its error otherwise. */
  onSubmit: (input: SlideInput) => Promise<unknown>;
  saving?: boolean;
};

const rule = (field: keyof SlideTexts) => zodFieldRule(SlideFieldsSchema, field);

/** An object URL of the picked image, released when another is picked or the form closes. */
function useObjectUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Add or edit a carousel slide: Chinese and English title, link (http(s) URL or site path), image (jpg, png or webp
 * up to 5 MB) with a preview. It knows no API: the page passes `onSubmit`, so any carousel can use it.
 */
export function SlideFormModal({ slide, open, onClose, onSubmit, saving }: Props) {
  const { t } = useTranslation(['admin-slides', 'common']);
  const [form] = Form.useForm<SlideTexts>();
  const [file, setFile] = useState<File | undefined>();
  const [imageMissing, setImageMissing] = useState(false);
  const picked = useObjectUrl(file);
  const image = picked ?? slide?.url ?? null;

  useEffect(() => {
    if (!open) return;
    setFile(undefined);
    setImageMissing(false);
  }, [open]);

  async function save() {
    const texts = await form.validateFields().catch(() => null);
    if (!image) setImageMissing(true);
    if (!texts || !image) return;
    try {
      await onSubmit({ ...texts, en_title: texts.en_title ?? '', link: texts.link ?? '', ...(file ? { file } : {}) });
      toast.success(t(slide ? 'saved' : 'added'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t(slide ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: slide?.title ?? '', en_title: slide?.en_title ?? '', link: slide?.link ?? '' }}
      >
        <Form.Item name="title" label={t('form.title')} rules={[rule('title')]} required>
          <Input maxLength={SLIDE_LIMITS.title} />
        </Form.Item>
        <Form.Item name="en_title" label={t('form.enTitle')} rules={[rule('en_title')]} extra={t('form.enTitleHelp')}>
          <Input maxLength={SLIDE_LIMITS.enTitle} />
        </Form.Item>
        <Form.Item name="link" label={t('form.link')} rules={[rule('link')]} extra={t('form.linkHelp')}>
          <Input maxLength={SLIDE_LIMITS.link} placeholder="https://example.com /jobs" />
        </Form.Item>
        <Form.Item
          label={t('form.image')}
          required
          extra={t('form.imageHelp')}
          validateStatus={imageMissing ? 'error' : undefined}
          help={imageMissing ? t('form.imageRequired') : undefined}
        >
          <div className={styles.imageRow}>
            {image ? (
              <img src={image} alt={t('form.preview')} className={styles.preview} />
            ) : (
              <div className={styles.emptyPreview}>{t('noImage')}</div>
            )}
            <FilePicker
              kind="slideImage"
              label={t(image ? 'form.replaceImage' : 'form.chooseImage')}
              picked={file?.name}
              onPick={(chosen) => {
                setFile(chosen);
                setImageMissing(false);
              }}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
