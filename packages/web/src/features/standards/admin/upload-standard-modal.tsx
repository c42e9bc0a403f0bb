import { useTranslation } from 'react-i18next';
import { uploadStandard } from './admin-api.ts';
import { PdfUploadModal } from './pdf-upload.tsx';
import { StandardFields, type StandardFieldValues } from './standard-fields.tsx';

/** A new standard: its fields and the PDF, with upload progress. */
export function UploadStandardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-standards');
  return (
    <PdfUploadModal<StandardFieldValues>
      title={t('uploadForm.title')}
      open={open}
      onClose={onClose}
      name="standard-upload"
      initialValues={{ crude_num: 0 }}
      submitLabel={t('uploadForm.submit')}
      doneText={t('uploadForm.done')}
      send={({ file, ...fields }, progress) =>
        uploadStandard({ ...fields, description: fields.description ?? '' }, file, progress)
      }
    >
      <StandardFields />
    </PdfUploadModal>
  );
}
