import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CAROUSEL_INTERVAL_MS, type HomepageItem } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from './company-page.module.css';

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** The company page's hero: slides that advance every 5 s (paused while pointed at), previous/next and dots. */
export function HeroCarousel({ slides, fallback }: { slides: HomepageItem[]; fallback: string }) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <section className={`${styles.hero} ${styles.heroPlain}`}>
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{fallback}</h1>
        </div>
      </section>
    );
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('page.carousel')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      {slides.map((slide, index) => {
        const title = language === 'en' ? slide.en_title : slide.title;
        const body = language === 'en' ? slide.en_body : slide.body;
        return (
          <div
            key={slide.id}
            className={`${styles.slide} ${index === current ? styles.slideOn : ''}`}
            style={{ backgroundImage: slide.image_url ? `url("${slide.image_url}")` : undefined }}
            aria-hidden={index !== current}
          >
            <div className={styles.heroText}>
              {index === 0 ? (
                <h1 className={styles.heroTitle}>{title}</h1>
              ) : (
                <h2 className={styles.heroTitle}>{title}</h2>
              )}
              {body && <p className={styles.heroBody}>{body}</p>}
              {slide.link &&
                (isExternal(slide.link) ? (
                  <a className={styles.heroButton} href={slide.link} target="_blank" rel="noopener noreferrer">
                    {t('page.learnMore')}
                  </a>
                ) : (
                  <Link className={styles.heroButton} to={slide.link} tabIndex={index === current ? 0 : -1}>
                    {t('page.learnMore')}
                  </Link>
                ))}
            </div>
          </div>
        );
      })}
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('page.previous')}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('page.next')}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={`${styles.dot} ${index === current ? styles.dotOn : ''}`}
                aria-label={t('page.goToSlide', { n: index + 1 })}
                aria-current={index === current}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
