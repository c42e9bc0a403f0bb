import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { RESUME_PDF, type Resume } from '@app/shared';
import { Button, Space } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../../lib/feedback.ts';
import { exportPdf, type PdfKind } from '../../../lib/pdf-export.ts';

type Props = {
  /** The rendered viewer the PDF is made from. */
  target: RefObject<HTMLElement | null>;
  /** Fetches the latest resume and shows it in the viewer before the capture (docs/product/resumes.md#pdf-export). */
  refresh: () => Promise<Resume>;
  disabled?: boolean;
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The two exports (docs/product/resumes.md#pdf-export); state idle -> exporting -> idle. */
export function ResumeExportButtons({ target, refresh, disabled }: Props) {
  const { t } = useTranslation('resumes');
  const message = useMessageApi();
  const [exporting, setExporting] = useState<PdfKind | null>(null);

  async function run(kind: PdfKind) {
    if (exporting) return;
    setExporting(kind);
    try {
      const latest = await refresh();
      await nextFrame();
      if (!target.current) throw new Error('resume viewer not rendered');
      await exportPdf(target.current, kind, `${RESUME_PDF.filePrefix}${latest.name}`);
      message.success(t('export.success'));
    } catch (error) {
      console.error(error);
      message.error(t('export.failed'));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Space wrap>
      <Button
        icon={<FilePdfOutlined />}
        type="primary"
        loading={exporting === 'normal'}
        disabled={disabled || (exporting !== null && exporting !== 'normal')}
        onClick={() => run('normal')}
      >
        {t('export.normal')}
      </Button>
      <Button
        icon={<PrinterOutlined />}
        loading={exporting === 'a4'}
        disabled={disabled || (exporting !== null && exporting !== 'a4')}
        onClick={() => run('a4')}
      >
        {t('export.a4')}
      </Button>
    </Space>
  );
}
