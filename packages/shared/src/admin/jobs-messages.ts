// Messages of the admin jobs calls (issue 12); spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_JOBS_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
