import { ROLES } from '@app/shared';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGo } from '../../../lib/use-go.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { HotMajorsStrip } from '../../catalog/components/hot-majors-strip.tsx';
import { useHotJobs } from '../../jobs/api.ts';
import { JobCard } from '../../jobs/components/job-card.tsx';
import { JobGrid } from '../../jobs/components/job-grid.tsx';
import { useSlides } from '../../slides/api.ts';
import { HotTalents } from '../components/hot-talents.tsx';
import { SlideCarousel } from '../components/slide-carousel.tsx';
import styles from '../home.module.css';

function HotJobs() {
  const { t } = useTranslation('home');
  const go = useGo();
  const hot = useHotJobs();
  return (
    <section>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          {t('hotJobs.title')}
          <span className={styles.sectionLead}>{t('hotJobs.lead')}</span>
        </h2>
        <Button type="link" onClick={() => go('/jobs')}>
          {t('hotJobs.all')}
        </Button>
      </div>
      {hot.isError ? (
        <Alert type="error" showIcon title={errorMessage(hot.error, t('hotJobs.loadFailed'))} />
      ) : !hot.data ? (
        <JobGrid>
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton active />
            </Card>
          ))}
        </JobGrid>
      ) : hot.data.length === 0 ? (
        <div className={styles.emptyPanel}>
          <Empty description={t('hotJobs.empty')} />
        </div>
      ) : (
        <JobGrid>
          {hot.data.map((job) => (
            <JobCard key={job.id} job={job} compact />
          ))}
        </JobGrid>
      )}
    </section>
  );
}

/** /home: the carousel, then hot jobs (job seekers) or hot talents (HR). Administrators go to /admin (guard). */
export function HomePage() {
  const { t } = useTranslation(['common', 'layout']);
  usePageTitle(t('layout:menu.home'));
  const session = useSession();
  const slides = useSlides();
  return (
    <div className={styles.page}>
      <SlideCarousel slides={slides.data} loading={slides.isLoading} />
      {session?.role === ROLES.hr ? <HotTalents /> : <HotJobs />}
      <HotMajorsStrip />
    </div>
  );
}
