import { Alert, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client.ts';
import { usePreview } from '../../editor-api.ts';
import { PostHtml } from '../post-html.tsx';

const PREVIEW_DELAY_MS = 400;

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The body as the post page will show it: the server's sanitised HTML (the same renderer), in the post's styles. */
export function PostPreview({ body, active }: { body: string; active: boolean }) {
  const { t } = useTranslation('forum-editor');
  const settled = useSettled(body, PREVIEW_DELAY_MS);
  const preview = usePreview(settled, active);

  if (settled.trim() === '') return <Empty description={t('preview.empty')} />;
  if (preview.isError) return <Alert type="error" showIcon title={errorMessage(preview.error, t('preview.failed'))} />;
  if (preview.data === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <div data-testid="forum-preview">
      <PostHtml html={preview.data} />
    </div>
  );
}
