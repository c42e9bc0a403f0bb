import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { optionalPositiveId } from '../common/ids.ts';
import type { Labelled } from '../common/labels.ts';
import { pagingQuery } from '../common/paging.ts';
import { optionalChoice } from '../common/text.ts';

// The audit log (ADR 0101): every administrator's write, who, what, before/after, when.

/** What an audited write did: `<target>.<verb>`. A new admin write adds its action here (and its labels). */
export const AUDIT_ACTION_LABELS = [
  { value: 'user.role', zh: '修改角色', en: 'Change role' },
  { value: 'user.disable', zh: '禁用用户', en: 'Disable user' },
  { value: 'user.enable', zh: '启用用户', en: 'Enable user' },
  { value: 'user.password_reset', zh: '重置密码', en: 'Reset password' },
  { value: 'user.oil', zh: '发放或扣除油', en: 'Grant or deduct oil' },
  { value: 'oil.signup_grant', zh: '修改注册赠送油量', en: 'Change the sign-up oil bonus' },
  { value: 'job.approve', zh: '职位审核通过', en: 'Approve job' },
  { value: 'job.reject', zh: '职位审核驳回', en: 'Reject job' },
  { value: 'job.end', zh: '结束职位', en: 'End job' },
  { value: 'job.delete', zh: '删除职位', en: 'Delete job' },
  { value: 'certificate.create', zh: '新增证书', en: 'Add certificate' },
  { value: 'certificate.update', zh: '修改证书', en: 'Edit certificate' },
  { value: 'certificate.delete', zh: '删除证书', en: 'Delete certificate' },
  { value: 'certificate.merge', zh: '合并证书', en: 'Merge certificate' },
  { value: 'certificate.reorder', zh: '调整证书顺序', en: 'Reorder certificates' },
  { value: 'major.create', zh: '新增专业', en: 'Add major' },
  { value: 'major.update', zh: '修改专业', en: 'Edit major' },
  { value: 'major.delete', zh: '删除专业', en: 'Delete major' },
  { value: 'major.merge', zh: '合并专业', en: 'Merge major' },
  { value: 'major.reorder', zh: '调整专业顺序', en: 'Reorder majors' },
  { value: 'standard.create', zh: '上传标准', en: 'Upload standard' },
  { value: 'standard.update', zh: '修改标准', en: 'Edit standard' },
  { value: 'standard.replace_file', zh: '替换标准文件', en: 'Replace standard file' },
  { value: 'standard.delete', zh: '删除标准', en: 'Delete standard' },
  { value: 'slide.create', zh: '新增轮播图', en: 'Add slide' },
  { value: 'slide.update', zh: '修改轮播图', en: 'Edit slide' },
  { value: 'slide.delete', zh: '删除轮播图', en: 'Delete slide' },
  { value: 'slide.reorder', zh: '调整轮播图顺序', en: 'Reorder slides' },
  { value: 'homepage.create', zh: '新增公司主页内容', en: 'Add homepage item' },
  { value: 'homepage.update', zh: '修改公司主页内容', en: 'Edit homepage item' },
  { value: 'homepage.delete', zh: '删除公司主页内容', en: 'Delete homepage item' },
  { value: 'homepage.reorder', zh: '调整公司主页内容顺序', en: 'Reorder homepage items' },
  { value: 'bid.create', zh: '新建投标', en: 'Create bid' },
  { value: 'bid.update', zh: '修改投标', en: 'Edit bid' },
  { value: 'bid.engineers', zh: '设置投标工程师', en: 'Set bid engineers' },
  { value: 'bid.regenerate_code', zh: '重新生成投标验证码', en: 'Regenerate bid code' },
  { value: 'bid.revoke', zh: '撤销投标', en: 'Revoke bid' },
  { value: 'course.create', zh: '新增课程', en: 'Add course' },
  { value: 'course.update', zh: '修改课程', en: 'Edit course' },
  { value: 'course.delete', zh: '删除课程', en: 'Delete course' },
  { value: 'forum.post.pin', zh: '置顶帖子', en: 'Pin post' },
  { value: 'forum.post.unpin', zh: '取消置顶帖子', en: 'Unpin post' },
  { value: 'forum.post.lock', zh: '锁定帖子', en: 'Lock post' },
  { value: 'forum.post.unlock', zh: '解除锁定帖子', en: 'Unlock post' },
  { value: 'forum.post.hide', zh: '隐藏帖子', en: 'Hide post' },
  { value: 'forum.post.unhide', zh: '取消隐藏帖子', en: 'Unhide post' },
  /** Several of pin, lock and hide in one call (the before/after say which). */
  { value: 'forum.post.moderate', zh: '管理帖子（置顶、锁定、隐藏）', en: 'Moderate post (pin, lock, hide)' },
  { value: 'forum.post.delete', zh: '删除帖子', en: 'Delete post' },
  { value: 'forum.comment.delete', zh: '删除评论', en: 'Delete comment' },
] as const satisfies readonly Labelled<string>[];

export type AuditAction = (typeof AUDIT_ACTION_LABELS)[number]['value'];
export const AUDIT_ACTIONS = AUDIT_ACTION_LABELS.map((a) => a.value) as [AuditAction, ...AuditAction[]];

/** What an audited write changed; `homepage` items say their section in before/after. */
export const AUDIT_TARGET_LABELS = [
  { value: 'user', zh: '用户', en: 'User' },
  { value: 'job', zh: '职位', en: 'Job' },
  { value: 'certificate', zh: '证书', en: 'Certificate' },
  { value: 'major', zh: '专业', en: 'Major' },
  { value: 'standard', zh: '标准', en: 'Standard' },
  { value: 'oil_settings', zh: '油量设置', en: 'Oil settings' },
  { value: 'slide', zh: '首页轮播图', en: 'Home slide' },
  { value: 'homepage', zh: '公司主页', en: 'Company homepage' },
  { value: 'bid', zh: '投标', en: 'Bid' },
  { value: 'course', zh: '课程', en: 'Course' },
  { value: 'forum_post', zh: '论坛帖子', en: 'Forum post' },
  { value: 'forum_comment', zh: '论坛评论', en: 'Forum comment' },
] as const satisfies readonly Labelled<string>[];

export type AuditTarget = (typeof AUDIT_TARGET_LABELS)[number]['value'];
export const AUDIT_TARGETS = AUDIT_TARGET_LABELS.map((a) => a.value) as [AuditTarget, ...AuditTarget[]];

export const AUDIT_LIMITS = {
  /** Largest before/after snapshot kept, as JSON text; bigger ones are cut to their keys (the write still happens). */
  snapshotChars: 20_000,
} as const;

const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: 'auditDateInvalid' })
    .max(10, { error: 'auditDateInvalid', abort: true })
    .refine(isCalendarDate, 'auditDateInvalid')
    .optional(),
);

/** GET /u/v1/admin/get/audit/list: newest first; every filter optional; total exact up to 10,000. */
export const AuditQuerySchema = pagingQuery({ default: 20, max: 100 }, 'auditPageSizeInvalid').extend({
  actor_id: optionalPositiveId('userIdInvalid').describe('the administrator who wrote'),
  action: optionalChoice(AUDIT_ACTIONS, 'auditActionInvalid'),
  target_type: optionalChoice(AUDIT_TARGETS, 'auditTargetInvalid'),
  target_id: optionalPositiveId('auditTargetInvalid'),
  from: optionalDate.describe('first day (yyyy-MM-dd, UTC), inclusive'),
  to: optionalDate.describe('last day (yyyy-MM-dd, UTC), inclusive'),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable().describe('null once the administrator was deleted'),
  actor_name: z.string().describe('nickname at the time of the write'),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int().nullable(),
  summary: z.string().describe('a short description of the target, e.g. the job title or the user phone'),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  create_time: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
