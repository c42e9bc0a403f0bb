import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGo } from '../../../lib/use-go.ts';
import { useHotTalents } from '../../talents/api.ts';
import { TalentCards, TalentSkeletons } from '../../talents/components/talent-cards.tsx';
import styles from '../home.module.css';

/** The HR's home page (docs/product/home-and-navigation.md#home): hot talent cards, opened like those of /talents. */
export function HotTalents() {
  const { t } = useTranslation('home');
  const go = useGo();
  const hot = useHotTalents();
  return (
    <section>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          {t('hotTalents.title')}
          <span className={styles.sectionLead}>{t('hotTalents.lead')}</span>
        </h2>
        <Button type="link" onClick={() => go('/talents')}>
          {t('hotTalents.all')}
        </Button>
      </div>
      {hot.isError ? (
        <Alert type="error" showIcon title={errorMessage(hot.error, t('hotTalents.loadFailed'))} />
      ) : !hot.data ? (
        <TalentSkeletons />
      ) : hot.data.length === 0 ? (
        <div className={styles.emptyPanel}>
          <Empty description={t('hotTalents.empty')} />
        </div>
      ) : (
        <TalentCards talents={hot.data} />
      )}
    </section>
  );
}
