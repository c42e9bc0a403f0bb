import {
  ADMIN_USER_LIMITS,
  type ADMIN_USER_ROLES,
  type AdminUser,
  type AdminUserSort,
  codeOptions,
  ROLE_LABELS,
} from '@app/shared';
import { Alert, Avatar, Empty, Input, Select, Table, type TableColumnsType, type TableProps, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import styles from '../admin.module.css';
import { OilModal } from '../users/oil-modal.tsx';
import { PasswordModal } from '../users/password-modal.tsx';
import { RoleSelect } from '../users/role-select.tsx';
import { UserActions } from '../users/user-actions.tsx';
import { type AdminUsersQuery, useAdminUsers } from '../users-api.ts';

type Role = (typeof ADMIN_USER_ROLES)[number];
type Sorting = { sort: AdminUserSort; order: 'asc' | 'desc' };
const DEFAULT_SORTING: Sorting = { sort: 'create_time', order: 'desc' };

/**
 * /admin/users (issue 12 item 2, ADR 0102): users searched by phone prefix or nickname, filtered by role and
 * status, sorted and paged on the server; per row a role change, disable/enable, password reset and oil.
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  usePageTitle(t('layout:admin.users'));
  const language = useLanguage();
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [disabled, setDisabled] = useState<0 | 1 | undefined>();
  const [sorting, setSorting] = useState<Sorting>(DEFAULT_SORTING);
  const [paging, setPaging] = useState({ pn: 1, p_size: ADMIN_USER_LIMITS.pageSizes.default as number });
  const [oilFor, setOilFor] = useState<AdminUser | null>(null);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const query: AdminUsersQuery = {
    ...paging,
    ...sorting,
    ...(keyword ? { key_word: keyword } : {}),
    ...(role ? { role } : {}),
    ...(disabled === undefined ? {} : { disabled }),
  };
  const users = useAdminUsers(query);
  const firstPage = () => setPaging((p) => ({ ...p, pn: 1 }));
  const isSelf = (user: AdminUser) => String(user.id) === session?.userId;
  const sortOrderOf = (field: AdminUserSort) =>
    sorting.sort === field ? (sorting.order === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<AdminUser> = [
    {
      key: 'user',
      title: t('columns.user'),
      render: (_, user) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar size="small" src={user.profile_pic_url || undefined}>
            {user.nick_name.slice(0, 1)}
          </Avatar>
          <div>
            <div>
              {user.nick_name} {isSelf(user) && <Tag>{t('you')}</Tag>}
            </div>
            <div className={styles.muted}>{user.phone}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'role',
      title: t('columns.role'),
      render: (_, user) => <RoleSelect user={user} self={isSelf(user)} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, user) =>
        user.disabled ? (
          <Tag color="error">{t('status.disabled')}</Tag>
        ) : (
          <Tag color="success">{t('status.enabled')}</Tag>
        ),
    },
    {
      key: 'crude_num',
      title: t('columns.oil'),
      dataIndex: 'crude_num',
      sorter: true,
      sortOrder: sortOrderOf('crude_num'),
      sortDirections: ['descend', 'ascend', 'descend'],
    },
    {
      key: 'create_time',
      title: t('columns.registered'),
      sorter: true,
      sortOrder: sortOrderOf('create_time'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, user) => dayjs(user.create_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, user) => (
        <UserActions
          user={user}
          self={isSelf(user)}
          onOil={setOilFor}
          onPassword={(target, password) => setIssued({ name: target.nick_name, password })}
        />
      ),
    },
  ];

  const onChange: TableProps<AdminUser>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? (single.columnKey as AdminUserSort) : undefined;
    const next: Sorting = field ? { sort: field, order: single?.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORTING;
    const size = pagination.pageSize ?? paging.p_size;
    const resorted = next.sort !== sorting.sort || next.order !== sorting.order;
    setSorting(next);
    setPaging({ pn: resorted || size !== paging.p_size ? 1 : (pagination.current ?? 1), p_size: size });
  };

  return (
    <div className={styles.page}>
      <div>
        <h2 className={styles.heading}>{t('title')}</h2>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          maxLength={ADMIN_USER_LIMITS.keyword}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Select<Role | ''>
            style={{ minWidth: 140 }}
            aria-label={t('filters.role')}
            value={role ?? ''}
            options={[{ value: '', label: t('filters.allRoles') }, ...codeOptions(ROLE_LABELS, language)]}
            onChange={(value) => {
              setRole(value || undefined);
              firstPage();
            }}
          />
          <Select<'' | '0' | '1'>
            style={{ minWidth: 120 }}
            aria-label={t('filters.status')}
            value={disabled === undefined ? '' : (String(disabled) as '0' | '1')}
            options={[
              { value: '', label: t('filters.allStatus') },
              { value: '0', label: t('status.enabled') },
              { value: '1', label: t('status.disabled') },
            ]}
            onChange={(value) => {
              setDisabled(value === '' ? undefined : (Number(value) as 0 | 1));
              firstPage();
            }}
          />
        </div>
      </div>
      {users.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isLoading}
        scroll={{ x: 900 }}
        onChange={onChange}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current: paging.pn,
          pageSize: paging.p_size,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_USER_LIMITS.pageSizes.options.map(String),
          showTotal: (count) => t(users.data?.capped ? 'totalCapped' : 'total', { count }),
        }}
      />
      <OilModal user={oilFor} onClose={() => setOilFor(null)} />
      <PasswordModal name={issued?.name ?? ''} password={issued?.password ?? null} onClose={() => setIssued(null)} />
    </div>
  );
}
