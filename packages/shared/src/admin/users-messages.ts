// Messages of the admin users calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_USERS_MESSAGES = {
  adminUserPageSizeInvalid: { zh: '每页条数只能是 10、20 或 50', en: 'Page size must be 10, 20 or 50' },
  adminUserKeywordTooLong: { zh: '搜索词不能超过 30 个字', en: 'The search text can be at most 30 characters' },
  adminUserRoleRequired: { zh: '请选择角色', en: 'Please choose a role' },
  adminUserRoleInvalid: { zh: '角色不正确', en: 'Invalid role' },
  adminUserDisabledInvalid: { zh: '禁用状态只能是 0 或 1', en: 'The disabled flag must be 0 or 1' },
  adminUserSortInvalid: { zh: '排序字段不正确', en: 'Invalid sort field' },
  adminUserOrderInvalid: { zh: '排序方向只能是升序或降序', en: 'The order must be asc or desc' },
  adminUserSelfRole: { zh: '不能修改自己的角色', en: 'You cannot change your own role' },
  adminUserSelfDisable: { zh: '不能禁用自己的账号', en: 'You cannot disable your own account' },
  adminUserSelfReset: {
    zh: '不能在这里重置自己的密码，请到“修改密码”页面操作',
    en: 'You cannot reset your own password here; change it on the password page',
  },
  adminUserLastAdmin: {
    zh: '这是最后一个启用中的管理员，不能降级或禁用',
    en: 'This is the last enabled administrator: it cannot be demoted or disabled',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
