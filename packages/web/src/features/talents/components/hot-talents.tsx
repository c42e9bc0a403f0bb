import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGo } from '../../../lib/use-go.ts';
import homeStyles from '../../home/home.module.css';
import { useHotTalents } from '../api.ts';
import { TalentCards, TalentSkeletons } from './talent-cards.tsx';

/** The HR's home page (SPEC §2 "Home", role 2): hot talent cards, opened like those of /talents. */
export function HotTalents() {
  const { t } = useTranslation('talents');
  const go = useGo();
  const hot = useHotTalents();
  return (
    <section>
      <div className={homeStyles.sectionHead}>
        <h2 className={homeStyles.sectionTitle}>
          {t('hot.title')}
          <span className={homeStyles.sectionLead}>{t('hot.lead')}</span>
        </h2>
        <Button type="link" onClick={() => go('/talents')}>
          {t('hot.all')}
        </Button>
      </div>
      {hot.isError ? (
        <Alert type="error" showIcon title={errorMessage(hot.error, t('hot.loadFailed'))} />
      ) : !hot.data ? (
        <TalentSkeletons />
      ) : hot.data.length === 0 ? (
        <div className={homeStyles.emptyPanel}>
          <Empty description={t('hot.empty')} />
        </div>
      ) : (
        <TalentCards talents={hot.data} />
      )}
    </section>
  );
}
