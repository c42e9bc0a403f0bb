// Messages of the admin dashboard calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_DASHBOARD_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
