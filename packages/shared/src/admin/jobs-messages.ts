// Messages of the admin jobs calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_JOBS_MESSAGES = {
  adminJobAlreadyEnded: { zh: '该职位已结束招聘', en: 'Recruiting for this job has already ended' },
  notifyJobEndedByAdmin: {
    zh: '您发布的职位「{title}」已被管理员结束招聘，求职者不能再投递。',
    en: 'An administrator ended recruiting for your job "{title}": job seekers can no longer apply.',
  },
  notifyJobDeletedByAdmin: {
    zh: '您发布的职位「{title}」已被管理员删除。',
    en: 'An administrator deleted your job "{title}".',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
