// Messages of the admin slides calls (issue 12); spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_SLIDES_MESSAGES = {} as const satisfies Record<string, { zh: string; en: string }>;
