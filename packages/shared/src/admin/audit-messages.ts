// Messages of the audit log calls (ADR 0101); spread into MESSAGES (messages.ts). No imports here.
export const ADMIN_AUDIT_MESSAGES = {
  auditActionInvalid: { zh: '操作类型不正确', en: 'Invalid action' },
  auditTargetInvalid: { zh: '操作对象不正确', en: 'Invalid target' },
  auditDateInvalid: { zh: '日期格式应为 yyyy-MM-dd', en: 'Dates must be written yyyy-MM-dd' },
  auditPageSizeInvalid: { zh: '每页条数须在 1 到 100 之间', en: 'Page size must be from 1 to 100' },
} as const satisfies Record<string, { zh: string; en: string }>;
