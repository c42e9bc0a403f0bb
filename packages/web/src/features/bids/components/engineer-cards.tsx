import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogName } from '../../catalog/api.ts';
import { ageFrom, type BidEngineer } from '../api.ts';
import styles from '../bids.module.css';

type Props = { engineers: BidEngineer[]; onOpen: (engineer: BidEngineer) => void };

/** The bid page: one card per engineer (index, avatar, name, age, position, experience, majors, certificates). */
export function EngineerCards({ engineers, onOpen }: Props) {
  const { t } = useTranslation('bids');
  const catalogName = useCatalogName();
  return (
    <ul className={styles.grid}>
      {engineers.map((engineer, index) => {
        const info = engineer.base_info;
        const age = info.age ?? ageFrom(info.birthday);
        const name = engineer.engineer_name || t('cards.noName');
        return (
          <li key={engineer.engineer_id}>
            {/* The whole card opens the resume for a pointer; the name is its button for the keyboard and assistive
                technology, named by what it shows. */}
            <Card className={styles.card} hoverable data-testid="engineer-card" onClick={() => onOpen(engineer)}>
              <div className={styles.head}>
                <span className={styles.index}>{index + 1}</span>
                <Avatar size={52} src={engineer.profile_pic_url || undefined} icon={<UserOutlined />} alt="" />
                <div className={styles.who}>
                  <h2 className={styles.name} title={name}>
                    <button
                      type="button"
                      className={styles.nameButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(engineer);
                      }}
                    >
                      {name}
                    </button>
                  </h2>
                  <Tag color="blue">{engineer.position}</Tag>
                </div>
              </div>
              <Flex wrap gap="4px 12px" className={styles.meta}>
                <span>{age !== null ? t('cards.age', { age }) : t('cards.noAge')}</span>
                <span>
                  {info.experience !== null
                    ? t('cards.experience', { count: info.experience })
                    : t('cards.noExperience')}
                </span>
              </Flex>
              <Flex wrap gap={6} aria-label={t('cards.majors')}>
                {info.major_list.length === 0 && <Tag>{t('cards.noMajor')}</Tag>}
                {info.major_list.map((major) => (
                  <Tag key={major.id} color="geekblue">
                    {catalogName(major)}
                  </Tag>
                ))}
              </Flex>
              <Flex wrap gap={6} aria-label={t('cards.certificates')}>
                {info.cert_list.length === 0 && <Tag>{t('cards.noCert')}</Tag>}
                {info.cert_list.map((cert) => (
                  <Tag key={cert.id} color="gold">
                    {catalogName(cert)}
                  </Tag>
                ))}
              </Flex>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
