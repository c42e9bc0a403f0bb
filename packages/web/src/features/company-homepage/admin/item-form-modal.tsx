import { AddHomepageItemFieldsSchema, HOMEPAGE_LIMITS, type HomepageItem, type HomepageSection } from '@app/shared';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker, UploadProgress } from '../../../components/upload/upload-parts.tsx';
import { useUploadProgress } from '../../../components/upload/use-upload.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { type HomepageItemTexts, useAddHomepageItem, useUpdateHomepageItem } from './admin-api.ts';
import styles from './homepage-admin.module.css';

type Props = {
  section: HomepageSection;
  /** The item being edited; null adds a new one. */
  item: HomepageItem | null;
  open: boolean;
  onClose: () => void;
};

const rule = (field: keyof HomepageItemTexts) => zodFieldRule(AddHomepageItemFieldsSchema, field);

/** A picked file's preview URL, released when the file changes or the form closes. */
function usePreview(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Add or edit one item: both languages' title and text, the carousel's link, and its image. */
export function ItemFormModal({ section, item, open, onClose }: Props) {
  const { t } = useTranslation('homepage');
  const message = useMessageApi();
  const [form] = Form.useForm<HomepageItemTexts>();
  const [file, setFile] = useState<File | undefined>();
  const [removeImage, setRemoveImage] = useState(false);
  const [imageMissing, setImageMissing] = useState(false);
  const add = useAddHomepageItem();
  const update = useUpdateHomepageItem();
  const preview = usePreview(file);
  const progress = useUploadProgress();
  const carousel = section === 'carousel';
  const shownImage = preview ?? (removeImage ? null : (item?.image_url ?? null));

  useEffect(() => {
    if (!open) return;
    setFile(undefined);
    setRemoveImage(false);
    setImageMissing(false);
  }, [open]);

  async function submit() {
    const texts = await form.validateFields();
    if (carousel && !shownImage) {
      setImageMissing(true);
      return;
    }
    const values = { ...texts, link: carousel ? (texts.link ?? '') : '' };
    try {
      await progress.run((onProgress) =>
        item
          ? update.mutateAsync({ ...values, id: item.id, file, remove_image: removeImage, onProgress })
          : add.mutateAsync({ ...values, section, file, onProgress }),
      );
      message.success(t(item ? 'saved' : 'added'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t(item ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={add.isPending || update.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: item?.title ?? '',
          en_title: item?.en_title ?? '',
          body: item?.body ?? '',
          en_body: item?.en_body ?? '',
          link: item?.link ?? '',
        }}
      >
        <div className={styles.twoColumns}>
          <Form.Item name="title" label={t('form.title')} rules={[rule('title')]} required>
            <Input maxLength={HOMEPAGE_LIMITS.title} />
          </Form.Item>
          <Form.Item name="en_title" label={t('form.enTitle')} rules={[rule('en_title')]} required>
            <Input maxLength={HOMEPAGE_LIMITS.title} />
          </Form.Item>
          <Form.Item name="body" label={t('form.body')} rules={[rule('body')]}>
            <Input.TextArea rows={4} maxLength={HOMEPAGE_LIMITS.body} showCount />
          </Form.Item>
          <Form.Item name="en_body" label={t('form.enBody')} rules={[rule('en_body')]}>
            <Input.TextArea rows={4} maxLength={HOMEPAGE_LIMITS.body} showCount />
          </Form.Item>
        </div>
        {carousel && (
          <Form.Item name="link" label={t('form.link')} rules={[rule('link')]} extra={t('form.linkHelp')}>
            <Input maxLength={HOMEPAGE_LIMITS.link} placeholder="https://… / /jobs" />
          </Form.Item>
        )}
        <Form.Item
          label={t('form.image')}
          required={carousel}
          extra={t('form.imageHelp')}
          validateStatus={imageMissing ? 'error' : undefined}
          help={imageMissing ? t('form.imageRequired') : undefined}
        >
          <div className={styles.imageField}>
            {shownImage ? (
              <img src={shownImage} alt={t('form.imagePreview')} className={styles.preview} />
            ) : (
              <div className={styles.noImage}>{t('noImage')}</div>
            )}
            <div className={styles.imageActions}>
              <FilePicker
                kind="homepageImage"
                label={t(shownImage ? 'form.replaceImage' : 'form.chooseImage')}
                picked={file?.name}
                onPick={(picked) => {
                  setFile(picked);
                  setRemoveImage(false);
                  setImageMissing(false);
                }}
              />
              {file && <UploadProgress percent={progress.percent} />}
              {!carousel && item?.image_url && !file && (
                <Checkbox checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)}>
                  {t('form.removeImage')}
                </Checkbox>
              )}
            </div>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
