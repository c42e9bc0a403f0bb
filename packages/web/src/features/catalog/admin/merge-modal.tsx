import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../api.ts';
import { type AdminCatalogItem, type AdminCatalogKind, useMergeCatalogItem } from './admin-api.ts';

/**
 * "Merge into...": pick another entry; every job and resume using `item` then uses it, and `item` is deleted.
 * `reason` is the server's refusal to delete (naming the usage), shown above the choice.
 */
export function MergeModal({
  kind,
  item,
  reason,
  onClose,
}: {
  kind: AdminCatalogKind;
  item: AdminCatalogItem | null;
  reason: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-catalog', 'common']);
  const message = useMessageApi();
  const merge = useMergeCatalogItem(kind);
  // A page shows one catalogue for good, so the same hook runs on every render.
  const catalogue = (kind === 'major' ? useMajorOptions : useCertificateOptions)();
  const nameOf = useCatalogName();
  const [into, setInto] = useState<number | null>(null);
  const options = (catalogue.data ?? [])
    .filter((option) => option.id !== item?.id)
    .map((option) => ({ value: option.id, label: nameOf(option) }));
  const target = options.find((o) => o.value === into);

  function close() {
    setInto(null);
    onClose();
  }

  async function confirm() {
    if (!item || into === null) return;
    try {
      await merge.mutateAsync({ id: item.id, into_id: into });
      message.success(t('merge.done', { from: item.name, into: target?.label ?? '' }));
      close();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={item ? t('merge.title', { name: item.name }) : ''}
      open={item !== null}
      okText={t('merge.ok')}
      okButtonProps={{ danger: true, disabled: into === null, loading: merge.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      {reason && <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} />}
      <Form layout="vertical">
        <Form.Item label={t(`${kind}.mergeInto`)} extra={t('merge.note')}>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t(`${kind}.mergeInto`)}
            placeholder={t('merge.placeholder')}
            value={into ?? undefined}
            onChange={setInto}
            options={options}
            loading={catalogue.isLoading}
          />
        </Form.Item>
      </Form>
      {target && item && <Alert type="info" title={t('merge.summary', { from: item.name, into: target.label })} />}
    </Modal>
  );
}
