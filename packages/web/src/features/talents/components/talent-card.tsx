import { EnvironmentOutlined, LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { DEGREES, labelOf, RESUME_OPEN, TALENT_STAR_MAX } from '@app/shared';
import { Avatar, Card, Flex, Rate, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import type { TalentCard as Talent } from '../api.ts';
import styles from '../talents.module.css';

/** SPEC §3 "Hot/list talent": status 2 is shown as seeking, every other as employed. */
const SEEKING = 2;

/** The names in the current language: the English one where there is one, else the Chinese. */
function namesIn(language: 'zh' | 'en', zh: string[], en: string[]): string[] {
  return language === 'en' ? zh.map((name, i) => en[i] || name) : zh;
}

type Props = { talent: Talent; busy?: boolean; onOpen: (talent: Talent) => void };

/**
 * A talent on /talents and on the HR's home page (SPEC §2 "Talents page"): avatar, nickname, status, majors,
 * certificates, experience, education, address, star count and whether the resume is open.
 */
export function TalentCard({ talent, busy = false, onOpen }: Props) {
  const { t } = useTranslation('talents');
  const language = useLanguage();
  const name = talent.name || t('card.noName');
  const majors = namesIn(language, talent.major, talent.en_major);
  const certificates = namesIn(language, talent.certificate, talent.en_certificate);
  const open = talent.enable_resume === RESUME_OPEN;
  return (
    <Card
      className={styles.card}
      hoverable
      onClick={() => onOpen(talent)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(talent);
      }}
      role="button"
      tabIndex={0}
      aria-label={name}
      data-testid="talent-card"
    >
      <Spin spinning={busy} size="small">
        <div className={styles.head}>
          <Avatar size={52} src={talent.profile_pic_url || undefined} icon={<UserOutlined />} alt={name} />
          <div className={styles.who}>
            <h2 className={styles.name} title={name}>
              {name}
            </h2>
            {talent.status !== null && (
              <Tag color={talent.status === SEEKING ? 'green' : 'blue'}>
                {talent.status === SEEKING ? t('card.seeking') : t('card.employed')}
              </Tag>
            )}
          </div>
        </div>
      </Spin>
      <div className={styles.sub}>
        <EnvironmentOutlined /> {talent.address || t('card.noLocation')}
      </div>
      <Flex wrap gap="4px 12px" className={styles.meta}>
        <span>
          {talent.experience !== null ? t('card.experience', { years: talent.experience }) : t('card.noExperience')}
        </span>
        <span>{talent.degree !== null ? labelOf(DEGREES, talent.degree, language) : t('card.noDegree')}</span>
      </Flex>
      <Flex wrap gap={6} className={styles.tags}>
        {majors.length === 0 && <Tag>{t('card.noMajor')}</Tag>}
        {majors.map((major) => (
          <Tag key={`m-${major}`} color="geekblue">
            {major}
          </Tag>
        ))}
        {certificates.length === 0 && <Tag>{t('card.noCert')}</Tag>}
        {certificates.map((cert) => (
          <Tag key={`c-${cert}`} color="gold">
            {cert}
          </Tag>
        ))}
      </Flex>
      <div className={styles.footer}>
        <span title={t('card.star', { star: talent.star })}>
          <Rate
            className={styles.star}
            disabled
            count={TALENT_STAR_MAX}
            value={talent.star}
            aria-label={t('card.star', { star: talent.star })}
          />
        </span>
        {open ? (
          <Tag color="success" icon={<UnlockOutlined />}>
            {t('card.resumeOpen')}
          </Tag>
        ) : (
          <Tag icon={<LockOutlined />}>{t('card.resumeClosed')}</Tag>
        )}
      </div>
    </Card>
  );
}
