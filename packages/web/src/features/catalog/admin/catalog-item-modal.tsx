import {
  CATALOG_CATEGORY_LABELS,
  CATALOG_LIMITS,
  type CatalogCategory,
  CatalogFieldsSchema,
  codeOptions,
} from '@app/shared';
import { Form, type FormRule, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageChoiceField, useImageChoice } from '../../../components/admin/image-choice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { type AdminCatalogItem, type AdminCatalogKind, useSaveCatalogItem } from './admin-api.ts';

type Values = {
  name: string;
  en_name: string;
  category?: CatalogCategory;
  description: string;
  en_description: string;
};

/** Each field checked by the server's own rule. */
const rules = Object.fromEntries(
  Object.entries(CatalogFieldsSchema.shape).map(([field, schema]) => [field, [zodRule(schema)]]),
) as Record<keyof Values, FormRule[]>;

const valuesOf = (item: AdminCatalogItem | null): Values => ({
  name: item?.name ?? '',
  en_name: item?.en_name ?? '',
  // None: the placeholder. One stored before the list existed shows as stored until another is chosen.
  category: (item?.category || undefined) as CatalogCategory | undefined,
  description: item?.description ?? '',
  en_description: item?.en_description ?? '',
});

/**
 * Add (item null) or edit a major or certificate: zh and en names, category (chosen from the list), descriptions,
 * and for certificates an image (jpg, png or webp up to 2 MB) with its preview. Checked by the server's own rules before sending.
 */
export function CatalogItemModal({
  kind,
  open,
  item,
  onClose,
}: {
  kind: AdminCatalogKind;
  open: boolean;
  item: AdminCatalogItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-catalog', 'common']);
  const language = useLanguage();
  const message = useMessageApi();
  const save = useSaveCatalogItem(kind);
  const [form] = Form.useForm<Values>();
  const image = useImageChoice(open, item?.image_url);

  async function submit(values: Values) {
    try {
      await save.mutateAsync({
        ...values,
        // A cleared choice is no category.
        category: values.category ?? '',
        ...(item ? { id: item.id } : {}),
        file: image.file,
        remove_image: image.removed,
      });
      message.success(t(item ? 'edit.done' : 'add.done'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={item ? t('edit.title', { name: item.name }) : t(`${kind}.add`)}
      open={open}
      okText={t('edit.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      {open && (
        <Form<Values>
          form={form}
          name={`catalog-${kind}`}
          layout="vertical"
          preserve={false}
          initialValues={valuesOf(item)}
          onFinish={submit}
        >
          <Form.Item name="name" label={t('fields.name')} rules={rules.name} required>
            <Input maxLength={CATALOG_LIMITS.name} />
          </Form.Item>
          <Form.Item name="en_name" label={t('fields.en_name')} rules={rules.en_name} required>
            <Input maxLength={CATALOG_LIMITS.enName} />
          </Form.Item>
          <Form.Item
            name="category"
            label={t('fields.category')}
            rules={rules.category}
            extra={t('fields.categoryHint')}
          >
            <Select
              allowClear
              placeholder={t('fields.categoryPlaceholder')}
              options={codeOptions(CATALOG_CATEGORY_LABELS, language)}
            />
          </Form.Item>
          <Form.Item name="description" label={t('fields.description')} rules={rules.description}>
            <Input.TextArea rows={3} maxLength={CATALOG_LIMITS.description} showCount />
          </Form.Item>
          <Form.Item name="en_description" label={t('fields.en_description')} rules={rules.en_description}>
            <Input.TextArea rows={3} maxLength={CATALOG_LIMITS.description} showCount />
          </Form.Item>
          {kind === 'cert' && (
            <Form.Item label={t('fields.image')} extra={t('fields.imageHint')}>
              <ImageChoiceField
                choice={image}
                kind="catalogImage"
                width={160}
                labels={{
                  preview: t('fields.imagePreview'),
                  choose: t('fields.chooseImage'),
                  replace: t('fields.replaceImage'),
                  remove: t('fields.removeImage'),
                }}
              />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
