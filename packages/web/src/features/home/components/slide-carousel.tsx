import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CAROUSEL_INTERVAL_MS, type Slide } from '@app/shared';
import { Button, Carousel, Skeleton } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from '../home.module.css';

/**
 * The home page's carousel: auto-advances every 5 s, previous/next/dots, each named (上一张 / Previous slide, 第 n 张 / Slide n);
 * 'Learn More' opens the link in a new tab.
 */
export function SlideCarousel({ slides, loading }: { slides: Slide[] | undefined; loading: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const carousel = useRef<CarouselRef>(null);

  if (loading) return <Skeleton.Node active style={{ width: '100%', height: 340 }} />;
  if (!slides || slides.length === 0) return null;

  return (
    <section className={styles.carousel}>
      <Carousel
        ref={carousel}
        autoplay
        autoplaySpeed={CAROUSEL_INTERVAL_MS}
        dots
        draggable
        // A dot is named by the slide it shows, not by a bare number.
        customPaging={(index: number) => (
          <button type="button" aria-label={t('carousel.goToSlide', { n: index + 1 })}>
            {index + 1}
          </button>
        )}
      >
        {slides.map((slide) => {
          const title = language === 'en' ? slide.en_title || slide.title : slide.title;
          return (
            <div key={slide.id}>
              <div className={styles.slide} style={{ backgroundImage: `url("${slide.url}")` }}>
                <div className={styles.slideOverlay}>
                  <h2 className={styles.slideTitle}>{title}</h2>
                  {slide.link && (
                    <Button
                      type="primary"
                      size="large"
                      className={styles.learnMore}
                      onClick={() => window.open(slide.link, '_blank', 'noopener,noreferrer')}
                    >
                      {t('carousel.learnMore')}
                    </Button>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </Carousel>
      {slides.length > 1 && (
        <>
          <Button
            shape="circle"
            className={`${styles.arrow} ${styles.prev}`}
            icon={<LeftOutlined />}
            aria-label={t('carousel.previous')}
            onClick={() => carousel.current?.prev()}
          />
          <Button
            shape="circle"
            className={`${styles.arrow} ${styles.next}`}
            icon={<RightOutlined />}
            aria-label={t('carousel.next')}
            onClick={() => carousel.current?.next()}
          />
        </>
      )}
    </section>
  );
}
