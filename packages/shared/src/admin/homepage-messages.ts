// Messages of the admin homepage calls (issue 12); spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_HOMEPAGE_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
