import { CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { CatalogOption, JobMatch } from '@app/shared';
import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogName } from '../../catalog/api.ts';
import styles from '../jobs.module.css';

const colorOf = (score: number) => (score >= 80 ? 'green' : score >= 50 ? 'blue' : 'orange');

/** Whose qualifications are shown: the signed-in seeker's own, or an applicant's (to the HR). */
type Viewer = 'seeker' | 'hr';

/**
 * The seeker's resume gives no years of experience yet (none saved, or that part left empty): a score would only
 * say how little is filled in, so the seeker is asked to complete the resume instead.
 */
const matchUnknown = (match: JobMatch) => match.experience_years === null;

/** The small "85% match" tag of a job card or an applicant; the seeker without a complete resume is asked for it. */
export function MatchTag({ match, viewer = 'seeker' }: { match: JobMatch; viewer?: Viewer }) {
  const { t } = useTranslation('jobs');
  if (viewer === 'seeker' && matchUnknown(match)) return <Tag>{t('match.completeToSee')}</Tag>;
  return <Tag color={colorOf(match.score)}>{t('card.match', { score: match.score })}</Tag>;
}

function Items({ items, held, viewer }: { items: CatalogOption[]; held: boolean; viewer: Viewer }) {
  const { t } = useTranslation('jobs');
  const name = useCatalogName();
  return items.map((item) => (
    <Tag
      key={item.id}
      color={held ? 'green' : 'default'}
      variant={held ? 'filled' : 'outlined'}
      icon={held ? <CheckCircleOutlined /> : <MinusCircleOutlined />}
      title={held ? t(viewer === 'hr' ? 'match.heldApplicant' : 'match.held') : t('match.missing')}
    >
      {name(item)}
    </Tag>
  ));
}

/** What the seeker holds and lacks against the job's certificates, majors and experience. */
export function MatchDetails({ match, viewer = 'seeker' }: { match: JobMatch; viewer?: Viewer }) {
  const { t } = useTranslation('jobs');
  const rows = [
    { key: 'certs', held: match.cert_held, missing: match.cert_missing },
    { key: 'majors', held: match.major_held, missing: match.major_missing },
  ] as const;
  const experience =
    match.experience_years === null
      ? t(viewer === 'hr' ? 'match.noResumeApplicant' : 'match.noResume')
      : match.required_years === 0
        ? t('match.experienceFresh', { count: match.experience_years })
        : t('match.experience', { count: match.experience_years, required: match.required_years });
  return (
    <div className={styles.matchLists}>
      {rows.map((row) => (
        <div key={row.key} className={styles.matchRow}>
          <span className={styles.matchLabel}>{t(`match.${row.key}`)}</span>
          {row.held.length + row.missing.length === 0 && (
            <span className={styles.muted}>{t('match.noRequirement')}</span>
          )}
          <Items items={row.held} held viewer={viewer} />
          <Items items={row.missing} held={false} viewer={viewer} />
        </div>
      ))}
      <div className={styles.matchRow}>
        <Tag
          color={match.experience_ok ? 'green' : 'default'}
          icon={match.experience_ok ? <CheckCircleOutlined /> : <MinusCircleOutlined />}
        >
          {experience}
        </Tag>
      </div>
    </div>
  );
}

/** The detail page's panel: a ring with the score, then the details; the counts are the chips drawn. */
export function MatchPanel({ match }: { match: JobMatch }) {
  const { t } = useTranslation('jobs');
  if (matchUnknown(match)) {
    return (
      <div>
        <strong>{t('match.title')}</strong>
        <div data-testid="match-unknown">
          <Link to="/user/resume">{t('match.completeToSee')}</Link>
        </div>
        <MatchDetails match={match} />
      </div>
    );
  }
  return (
    <div>
      <div className={styles.matchRow}>
        <Progress
          type="circle"
          size={72}
          percent={match.score}
          strokeColor={match.score >= 80 ? '#15803d' : match.score >= 50 ? '#1f5eff' : '#f59e0b'}
          format={(percent) => `${percent}%`}
          aria-label={t('match.title')}
        />
        <div>
          <strong>{t('match.title')}</strong>
          <div className={styles.muted}>
            {t('match.held')} {match.cert_held.length + match.major_held.length} · {t('match.missing')}{' '}
            {match.cert_missing.length + match.major_missing.length}
          </div>
        </div>
      </div>
      <MatchDetails match={match} />
    </div>
  );
}
