import {
  ADMIN_USER_LIMITS,
  type ADMIN_USER_ROLES,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserSort,
  codeOptions,
  ROLE_LABELS,
} from '@app/shared';
import { Alert, Avatar, Empty, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { AdminHeading, AdminSearch, useServerTable } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { OilModal } from '../../oil/components/oil-modal.tsx';
import { type AdminUsersQuery, FIRST_ADMIN_USERS, useAdminUsers } from './admin-api.ts';
import { PasswordModal } from './password-modal.tsx';
import { RoleSelect } from './role-select.tsx';
import { UserActions } from './user-actions.tsx';

type Role = (typeof ADMIN_USER_ROLES)[number];

/**
 * /admin/users (ADR 0101): users searched by phone prefix or nickname, filtered by role and
 * status, sorted and paged on the server; per row a role change, disable/enable, password reset and oil.
 */
export function AdminUsersPage() {
  const { t } = useTranslation(['admin-users', 'layout']);
  usePageTitle(t('layout:admin.users'));
  const language = useLanguage();
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [disabled, setDisabled] = useState<0 | 1 | undefined>();
  const table = useServerTable<AdminUser, AdminUserSort>(ADMIN_USER_SORTS, FIRST_ADMIN_USERS.p_size);
  const [oilFor, setOilFor] = useState<AdminUser | null>(null);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const query: AdminUsersQuery = {
    ...table.query,
    ...(keyword ? { key_word: keyword } : {}),
    ...(role ? { role } : {}),
    ...(disabled === undefined ? {} : { disabled }),
  };
  const users = useAdminUsers(query);
  const { firstPage } = table;
  const isSelf = (user: AdminUser) => String(user.id) === session?.userId;

  const columns: TableColumnsType<AdminUser> = [
    {
      key: 'user',
      title: t('columns.user'),
      render: (_, user) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar alt="" size="small" src={user.profile_pic_url || undefined}>
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
    { ...table.sortColumn('crude_num'), title: t('columns.oil'), dataIndex: 'crude_num' },
    {
      ...table.sortColumn('create_time'),
      title: t('columns.registered'),
      render: (_, user) => chinaTime(user.create_time).format('YYYY-MM-DD HH:mm'),
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

  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <div className={styles.toolbar}>
        <AdminSearch
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
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
      {users.isError && <Alert type="error" showIcon title={errorMessage(users.error, t('loadFailed'))} />}
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isLoading}
        scroll={{ x: 900 }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={table.pagination(users.data, ADMIN_USER_LIMITS.pageSizes.options, (count, capped) =>
          t(capped ? 'totalCapped' : 'total', { count }),
        )}
      />
      <OilModal user={oilFor} onClose={() => setOilFor(null)} />
      <PasswordModal name={issued?.name ?? ''} password={issued?.password ?? null} onClose={() => setIssued(null)} />
    </div>
  );
}
