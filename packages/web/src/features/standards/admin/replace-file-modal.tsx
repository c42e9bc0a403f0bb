import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { type AdminStandard, replaceStandardFile } from './admin-api.ts';
import { PdfUploadModal } from './pdf-upload.tsx';
import { sizeText } from './standard-fields.tsx';

/** A new PDF for a standard, with progress; buyers keep their access, the old file is deleted. */
export function ReplaceFileModal({ standard, onClose }: { standard: AdminStandard | null; onClose: () => void }) {
  const { t } = useTranslation('admin-standards');
  return (
    <PdfUploadModal
      title={standard ? t('replace.title', { name: standard.ch_name }) : ''}
      open={standard !== null}
      onClose={onClose}
      name="standard-replace"
      intro={
        <>
          <Alert type="info" showIcon title={t('replace.note')} style={{ marginBottom: 16 }} />
          {standard && <p className={styles.muted}>{t('replace.current', { size: sizeText(standard.file_size) })}</p>}
        </>
      }
      submitLabel={t('replace.submit')}
      doneText={t('replace.done')}
      send={({ file }, progress) => (standard ? replaceStandardFile(standard.id, file, progress) : Promise.resolve())}
    />
  );
}
