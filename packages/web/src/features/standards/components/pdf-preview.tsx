import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStandardPdf, type Standard } from '../api.ts';
import styles from '../standards.module.css';

const PREVIEW_WIDTH = 560;

/**
 * The first page of a standard's PDF, drawn in the browser with pdf.js (loaded here only). The file is fetched with
 * the login only when the user may download it (free or purchased); otherwise a placeholder says it shows after
 * purchase.
 */
export function PdfPreview({
  standard,
}: {
  standard: Pick<Standard, 'id' | 'ch_name' | 'ver' | 'purchased' | 'crude_num'>;
}) {
  const { t } = useTranslation('standards');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const { id, ch_name, ver } = standard;
  const purchased = standard.purchased || standard.crude_num <= 0;

  useEffect(() => {
    if (!purchased) return;
    const controller = new AbortController();
    setState('loading');
    (async () => {
      try {
        const [file, pdf] = await Promise.all([
          fetchStandardPdf({ id, ch_name, ver }, { preview: true, signal: controller.signal }),
          import('../pdf-first-page.ts'),
        ]);
        const target = canvas.current;
        if (controller.signal.aborted || !target) return;
        const width = Math.min(PREVIEW_WIDTH, target.parentElement?.clientWidth || PREVIEW_WIDTH);
        await pdf.renderFirstPage(file.blob, target, Math.max(240, width - 32));
        if (!controller.signal.aborted) setState('shown');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setState('failed');
      }
    })();
    return () => controller.abort();
  }, [id, ch_name, ver, purchased]);

  if (!purchased)
    return (
      <div className={styles.preview} data-testid="pdf-preview">
        <Alert type="info" showIcon title={t('detail.previewLocked')} />
      </div>
    );
  return (
    <div className={styles.preview} data-testid="pdf-preview" data-state={state}>
      {state === 'loading' && <Spin description={t('detail.previewLoading')} />}
      {state === 'failed' && <Alert type="warning" showIcon title={t('detail.previewFailed')} />}
      <canvas ref={canvas} hidden={state !== 'shown'} aria-label={t('detail.preview')} />
    </div>
  );
}
