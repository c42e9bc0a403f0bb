import { ProjectOutlined, SafetyCertificateOutlined, TrophyOutlined } from '@ant-design/icons';
import type { HomepageItem, HomepageSection } from '@app/shared';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useHomepage } from '../api.ts';
import styles from '../components/company-page.module.css';
import { HeroCarousel } from '../components/hero-carousel.tsx';

type SectionIcon = typeof ProjectOutlined;

/** The page's sections below the carousel, in order; achievements show their pictures as card covers. */
const SECTIONS: {
  id: 'services' | 'achievements' | 'qualifications';
  section: Exclude<HomepageSection, 'carousel'>;
  icon: SectionIcon;
  covers: boolean;
}[] = [
  { id: 'services', section: 'service', icon: ProjectOutlined, covers: false },
  { id: 'achievements', section: 'achievement', icon: TrophyOutlined, covers: true },
  { id: 'qualifications', section: 'qualification', icon: SafetyCertificateOutlined, covers: false },
];

type SectionProps = {
  id: string;
  title: string;
  lead: string;
  items: HomepageItem[];
  icon: SectionIcon;
  /** Achievements show their pictures as card covers; the other sections an icon. */
  covers?: boolean;
};

function Section({ id, title, lead, items, icon: Icon, covers = false }: SectionProps) {
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionLead}>{lead}</p>
      </div>
      <ul className={`${styles.cards} ${covers ? styles.coverCards : ''}`}>
        {items.map((item) => {
          const name = language === 'en' ? item.en_title : item.title;
          const body = language === 'en' ? item.en_body : item.body;
          return (
            <li key={item.id} className={styles.card}>
              {covers && item.image_url ? (
                <img className={styles.cover} src={item.image_url} alt={name} loading="lazy" />
              ) : item.image_url ? (
                <img className={styles.badgeImage} src={item.image_url} alt={name} loading="lazy" />
              ) : (
                <span className={styles.badge} aria-hidden="true">
                  <Icon />
                </span>
              )}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{name}</h3>
                {body && <p className={styles.cardText}>{body}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /company: the platform operator's own homepage (docs/product/company-homepage.md), open to everyone without a login:
 * the carousel, service scope, achievements and qualifications in the reader's language.
 */
export function CompanyHomePage() {
  const { t } = useTranslation(['homepage', 'common']);
  usePageTitle(t('page.title'));
  const session = useSession();
  const homepage = useHomepage();
  const data = homepage.data;

  return (
    <div className={styles.site}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={session ? '/home' : '/login'} className={styles.brandLink} aria-label={t('common:brand.name')}>
            <BrandLogo />
          </Link>
          <nav className={styles.nav} aria-label={t('page.sections')}>
            {SECTIONS.map(({ id }) => (
              <a key={id} href={`#${id}`} className={styles.navItem}>
                {t(`page.${id}`)}
              </a>
            ))}
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch />
            <Link to={session ? '/home' : '/login'} className={styles.enter}>
              {t(session ? 'page.backToSite' : 'page.signIn')}
            </Link>
          </div>
        </div>
      </header>
      <main>
        {homepage.isPending && (
          <div className={styles.loading} role="status" aria-busy="true" aria-label={t('page.loading')}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        )}
        {homepage.isError && (
          <div className={styles.loading}>
            <Alert
              type="error"
              showIcon
              title={errorMessage(homepage.error)}
              action={
                <Button size="small" onClick={() => void homepage.refetch()}>
                  {t('page.retry')}
                </Button>
              }
            />
          </div>
        )}
        {data && (
          <>
            <HeroCarousel slides={data.carousel} fallback={t('common:brand.slogan')} />
            {SECTIONS.map(({ id, section, icon, covers }) => (
              <Section
                key={id}
                id={id}
                title={t(`page.${id}`)}
                lead={t(`page.${id}Lead`)}
                items={data[section]}
                icon={icon}
                covers={covers}
              />
            ))}
            {data.service.length + data.achievement.length + data.qualification.length === 0 && (
              <p className={styles.empty}>{t('page.empty')}</p>
            )}
          </>
        )}
      </main>
      <footer className={styles.footer}>{t('common:brand.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
