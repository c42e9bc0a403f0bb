import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import {
  BID_LIMITS,
  type BidEngineerConsent,
  BidEngineerInputSchema,
  PAGE_SIZES,
  RESUME_OPEN,
  type Resume,
} from '@app/shared';
import { Alert, Avatar, Button, Drawer, Empty, Flex, Input, List, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { swapWithNeighbour } from '../../../components/admin/list-order.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { type BidSummary, type TalentCard, useAdminBid, useSetBidEngineers, useTalentPool } from './admin-api.ts';

/** An engineer of the bid being edited: who, and the position label the client sees. */
type Row = {
  user_id: number;
  name: string;
  profile_pic_url: string;
  experience: Resume['experience'];
  position: string;
  /** Her standing as saved (ADR 0123); a closed resume added here is asked when the list is saved. */
  consent: BidEngineerConsent | 'will_ask' | null;
};

const CONSENT_COLORS: Record<NonNullable<Row['consent']>, string> = {
  open: 'green',
  agreed: 'green',
  pending: 'gold',
  will_ask: 'gold',
  not_asked: 'default',
  declined: 'red',
};

/** The talent search's own page size (`PAGE_SIZES.talents`: 12). */
const POOL_PAGE_SIZE = PAGE_SIZES.talents.default;

/** The engineers in `order` (indexes), e.g. after a swap. */
const reordered = (rows: Row[], from: number, direction: -1 | 1) =>
  swapWithNeighbour(
    rows.map((_, index) => index),
    from,
    direction,
  ).map((index) => rows[index] as Row);

function TalentPicker({ chosen, onAdd }: { chosen: Set<number>; onAdd: (talent: TalentCard) => void }) {
  const { t } = useTranslation('admin-bids');
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const catalogName = useCatalogName();
  const [keyword, setKeyword] = useState('');
  const [major, setMajor] = useState<number[]>([]);
  const [cert, setCert] = useState<number[]>([]);
  const [pn, setPn] = useState(1);
  const query = {
    pn,
    p_size: POOL_PAGE_SIZE,
    ...(keyword ? { key_word: keyword } : {}),
    ...(major.length ? { major: JSON.stringify(major) } : {}),
    ...(cert.length ? { cert: JSON.stringify(cert) } : {}),
  };
  const pool = useTalentPool(query, true);
  const options = (list: { id: number; name: string; en_name: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.id, label: catalogName(option) }));

  return (
    <div>
      <h3 className={styles.heading} style={{ fontSize: 16 }}>
        {t('engineers.poolTitle')}
      </h3>
      <Flex wrap gap={8} style={{ margin: '8px 0' }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 240 }}
          placeholder={t('engineers.poolSearch')}
          aria-label={t('engineers.poolSearch')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPn(1);
          }}
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('engineers.major')}
          aria-label={t('engineers.major')}
          options={options(majors.data)}
          optionFilterProp="label"
          value={major}
          onChange={(value) => {
            setMajor(value);
            setPn(1);
          }}
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('engineers.cert')}
          aria-label={t('engineers.cert')}
          options={options(certificates.data)}
          optionFilterProp="label"
          value={cert}
          onChange={(value) => {
            setCert(value);
            setPn(1);
          }}
        />
      </Flex>
      {pool.isError && <Alert type="error" showIcon title={errorMessage(pool.error, t('engineers.poolFailed'))} />}
      <List<TalentCard>
        size="small"
        loading={pool.isLoading}
        dataSource={pool.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('engineers.poolEmpty')} /> }}
        pagination={{
          current: pn,
          pageSize: POOL_PAGE_SIZE,
          total: pool.data?.total ?? 0,
          size: 'small',
          onChange: setPn,
          showSizeChanger: false,
        }}
        renderItem={(talent) => (
          <List.Item
            actions={[
              <Button
                key="add"
                size="small"
                icon={<PlusOutlined />}
                disabled={chosen.has(talent.id)}
                onClick={() => onAdd(talent)}
                // Says what it shows (added, or add), and whom.
                aria-label={t(chosen.has(talent.id) ? 'engineers.addedNamed' : 'engineers.addNamed', {
                  name: talent.name,
                })}
              >
                {chosen.has(talent.id) ? t('engineers.added') : t('engineers.add')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar alt="" src={talent.profile_pic_url || undefined} icon={<UserOutlined />} />}
              title={talent.name}
              description={[
                talent.experience !== null ? t('engineers.experience', { count: talent.experience }) : '',
                ...talent.major,
                ...talent.certificate,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * A bid's engineers: picked from the talent pool (keyword, majors, certificates), each with the
 * position label the client sees, in the order the client sees them (up / down), removable; saved as one list.
 */
export function EngineersDrawer({ bid, onClose }: { bid: BidSummary | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-bids', 'common']);
  const message = useMessageApi();
  const detail = useAdminBid(bid?.id ?? null);
  const save = useSetBidEngineers();
  const [rows, setRows] = useState<Row[] | null>(null);

  const loaded = detail.data;
  useEffect(() => {
    setRows(
      loaded
        ? loaded.engineers.map((e) => ({
            user_id: e.user_id,
            name: e.name,
            profile_pic_url: e.profile_pic_url,
            experience: e.experience,
            position: e.position,
            consent: e.consent,
          }))
        : null,
    );
  }, [loaded]);

  const list = rows ?? [];
  const chosen = new Set(list.map((row) => row.user_id));
  const change = (next: Row[]) => setRows(next);

  function add(talent: TalentCard) {
    if (chosen.has(talent.id)) return;
    if (list.length >= BID_LIMITS.engineers) {
      message.warning(t('engineers.tooMany', { max: BID_LIMITS.engineers }));
      return;
    }
    change([
      ...list,
      {
        user_id: talent.id,
        name: talent.name,
        profile_pic_url: talent.profile_pic_url,
        experience: talent.experience,
        position: '',
        consent: talent.enable_resume === RESUME_OPEN ? null : 'will_ask',
      },
    ]);
  }

  async function submit() {
    if (!bid) return;
    for (const row of list) {
      const checked = BidEngineerInputSchema.safeParse({ user_id: row.user_id, position: row.position });
      if (!checked.success) {
        message.error(`${row.name}: ${translateMessage(checked.error.issues[0]?.message ?? 'operationFailed')}`);
        return;
      }
    }
    try {
      await save.mutateAsync({
        bid_id: bid.id,
        engineers: list.map((row) => ({ user_id: row.user_id, position: row.position.trim() })),
      });
      message.success(t('engineers.saved'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Drawer
      title={bid ? t('engineers.title', { title: bid.title }) : ''}
      open={bid !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={rows === null} onClick={() => void submit()}>
            {t('engineers.save')}
          </Button>
        </Space>
      }
    >
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error)} />}
      <p className={styles.muted}>{t('engineers.lead', { count: list.length, max: BID_LIMITS.engineers })}</p>
      <p className={styles.muted}>{t('engineers.consentHint')}</p>
      <List<Row>
        loading={detail.isLoading}
        dataSource={list}
        rowKey="user_id"
        locale={{ emptyText: <Empty description={t('engineers.empty')} /> }}
        renderItem={(row, index) => (
          <List.Item>
            <Flex gap={8} align="center" wrap style={{ width: '100%' }} data-testid="bid-engineer-row">
              <strong style={{ minWidth: 20 }}>{index + 1}</strong>
              <Avatar alt="" size="small" src={row.profile_pic_url || undefined} icon={<UserOutlined />} />
              <span style={{ minWidth: 80 }}>{row.name}</span>
              {row.experience !== null && <Tag>{t('engineers.experience', { count: row.experience })}</Tag>}
              {row.consent && (
                <Tag color={CONSENT_COLORS[row.consent]} data-testid="bid-engineer-consent">
                  {t(`engineers.consent.${row.consent}`)}
                </Tag>
              )}
              <Input
                style={{ flex: 1, minWidth: 160 }}
                value={row.position}
                maxLength={BID_LIMITS.position}
                placeholder={t('engineers.position')}
                aria-label={t('engineers.positionOf', { name: row.name })}
                status={row.position.trim() ? undefined : 'warning'}
                onChange={(event) =>
                  change(list.map((r, i) => (i === index ? { ...r, position: event.target.value } : r)))
                }
              />
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('engineers.up', { name: row.name })}
                onClick={() => change(reordered(list, index, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === list.length - 1}
                aria-label={t('engineers.down', { name: row.name })}
                onClick={() => change(reordered(list, index, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('engineers.remove', { name: row.name })}
                onClick={() => change(list.filter((_, i) => i !== index))}
              />
            </Flex>
          </List.Item>
        )}
      />
      <TalentPicker chosen={chosen} onAdd={add} />
    </Drawer>
  );
}
