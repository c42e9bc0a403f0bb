import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';

/** The link back to the forum at the top of its detail pages. */
export function BackToForum() {
  const { t } = useTranslation('forum');
  return (
    <div>
      <Link to="/forum">
        <ArrowLeftOutlined /> {t('post.back')}
      </Link>
    </div>
  );
}

/** A page's id from the URL is not one the server could know, or the server says there is no such thing. */
export const isMissing = (validId: boolean, error: unknown) =>
  !validId || (error instanceof ApiError && [400, 404].includes(error.status));

/** A load that failed for another reason (network, database away): say so and offer to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
