import { RESUME_OPEN, ROLES } from '@app/shared';
import type { AuthUser } from '../../plugins/auth.ts';

export type ResumeViewer = Pick<AuthUser, 'id' | 'role'>;
export type ResumeTarget = { userId: number; enableResume: number };

/**
 * THE rule for who may read a resume (the full resume, its photos, video and PDF): its owner, any
 * administrator, and an HR while the resume is open. The permissions issue extends the HR branch with
 * granted view requests; every reader of a resume goes through this function.
 */
export async function canViewResume(viewer: ResumeViewer, target: ResumeTarget): Promise<boolean> {
  if (viewer.id === target.userId) return true;
  if (viewer.role === ROLES.admin) return true;
  if (viewer.role === ROLES.hr) return target.enableResume === RESUME_OPEN;
  return false;
}
