import { EnvironmentOutlined, LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { DEGREES, labelOf, RESUME_OPEN, TALENT_STAR_MAX, type ViewRequestState } from '@app/shared';
import { Avatar, Card, Rate, Spin, Tag, type TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import type { TalentCard as Talent } from '../api.ts';
import styles from '../talents.module.css';

/** A talent's status: 2 is shown as seeking, every other as employed. */
const SEEKING = 2;

/** The names in the current language: the English one where there is one, else the Chinese. */
function namesIn(language: 'zh' | 'en', zh: string[], en: string[]): string[] {
  return language === 'en' ? zh.map((name, i) => en[i] || name) : zh;
}

/** The colour of the HR's view request state on a closed resume's card. */
const REQUEST_COLORS: Record<ViewRequestState, TagProps['color']> = {
  pending: 'processing',
  rejected: 'error',
  allowed: 'success',
  revoked: 'default',
};

type Props = { talent: Talent; busy?: boolean; onOpen: (talent: Talent) => void };

/**
 * A talent on /talents and on the HR's home page (docs/product/talents-and-view-permissions.md#talent-pool): avatar,
 * nickname, status, majors, certificates, experience, education, address, star count and whether the resume is open.
 */
export function TalentCard({ talent, busy = false, onOpen }: Props) {
  const { t } = useTranslation('talents');
  const language = useLanguage();
  const name = talent.name || t('card.noName');
  const majors = namesIn(language, talent.major, talent.en_major);
  const certificates = namesIn(language, talent.certificate, talent.en_certificate);
  const open = talent.enable_resume === RESUME_OPEN;
  return (
    // The whole card opens the talent for a pointer; the name is its button for the keyboard and assistive
    // technology (a card that was one button named by the nickname read differently from the text it showed).
    <Card
      className={styles.card}
      onClick={() => onOpen(talent)}
      aria-busy={busy || undefined}
      data-testid="talent-card"
    >
      {/* While the resume permission is checked: the head dimmed under a small spinner (antd's Spin). */}
      <div className={styles.busyBox}>
        <div className={busy ? `${styles.head} ${styles.dimmed}` : styles.head}>
          <Avatar aria-hidden size={52} src={talent.profile_pic_url || undefined} icon={<UserOutlined />} alt="" />
          <div className={styles.who}>
            <h2 className={styles.name} title={name}>
              <button
                type="button"
                className={styles.nameButton}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(talent);
                }}
              >
                {name}
              </button>
            </h2>
            {talent.status !== null && (
              <Tag variant="filled" color={talent.status === SEEKING ? 'green' : 'blue'}>
                {talent.status === SEEKING ? t('card.seeking') : t('card.employed')}
              </Tag>
            )}
          </div>
        </div>
        {busy && (
          <div className={styles.busy}>
            <Spin size="small" />
          </div>
        )}
      </div>
      <div className={styles.sub}>
        <EnvironmentOutlined aria-hidden className={styles.subIcon} /> {talent.address || t('card.noLocation')}
      </div>
      <div className={styles.meta}>
        <span>
          {talent.experience !== null ? t('card.experience', { count: talent.experience }) : t('card.noExperience')}
        </span>
        <span>{talent.degree !== null ? labelOf(DEGREES, talent.degree, language) : t('card.noDegree')}</span>
      </div>
      <div className={styles.tags}>
        {majors.length === 0 && (
          <Tag className={styles.nameTag} variant="filled">
            {t('card.noMajor')}
          </Tag>
        )}
        {majors.map((major) => (
          <Tag key={`m-${major}`} className={styles.nameTag} variant="filled" color="geekblue">
            {major}
          </Tag>
        ))}
        {certificates.length === 0 && (
          <Tag className={styles.nameTag} variant="filled">
            {t('card.noCert')}
          </Tag>
        )}
        {certificates.map((cert) => (
          <Tag key={`c-${cert}`} className={styles.nameTag} variant="filled" color="gold">
            {cert}
          </Tag>
        ))}
      </div>
      <div className={styles.footer}>
        <span title={t('card.star', { star: talent.star })}>
          <Rate
            disabled
            count={TALENT_STAR_MAX}
            value={Math.round(talent.star)}
            aria-label={t('card.star', { star: talent.star })}
            className={styles.stars}
          />
        </span>
        {open ? (
          <Tag variant="filled" color="success" icon={<UnlockOutlined />} className={styles.resume}>
            {t('card.resumeOpen')}
          </Tag>
        ) : (
          <span className={styles.closed}>
            <Tag variant="filled" icon={<LockOutlined />} className={styles.resume}>
              {t('card.resumeClosed')}
            </Tag>
            {talent.view_request && (
              <Tag color={REQUEST_COLORS[talent.view_request]} data-testid="view-request">
                {t(`card.request.${talent.view_request}`)}
              </Tag>
            )}
          </span>
        )}
      </div>
    </Card>
  );
}
