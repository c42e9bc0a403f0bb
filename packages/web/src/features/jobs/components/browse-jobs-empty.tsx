import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/use-go.ts';

/** An empty list of the job seeker's with a way to the job search. */
export function BrowseJobsEmpty({ description }: { description: string }) {
  const { t } = useTranslation('jobs');
  const go = useGo();
  return (
    <Empty description={description}>
      <Button type="primary" onClick={() => go('/jobs')}>
        {t('seek.browse')}
      </Button>
    </Empty>
  );
}
