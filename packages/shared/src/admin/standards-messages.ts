// Messages of the admin standards calls (issue 12); spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_STANDARDS_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
