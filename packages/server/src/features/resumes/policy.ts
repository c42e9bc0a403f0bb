import { RESUME_OPEN, ROLES } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import { definePolicy } from '../../lib/authorize.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type ResumeViewer = Pick<AuthUser, 'id' | 'role'>;
export type ResumeTarget = { userId: number; enableResume: number };
/** Another area's reason an HR may read a closed resume (an open application, a granted view request...). */
export type ResumeAccessGrant = (hrId: number, seekerId: number) => Promise<boolean>;

/**
 * THE rule for who may read a resume (the full resume, its photos, video and PDF): its owner, any
 * administrator, and an HR while the resume is open or while one of the grants says yes (applying to a
 * job opens the resume to that job's HR for the chosen days; the permissions area adds granted view
 * requests, ADR 0096). Every reader of a resume goes through this function.
 */
async function canViewResume(
  viewer: ResumeViewer,
  target: ResumeTarget,
  grants: readonly ResumeAccessGrant[] = [],
): Promise<boolean> {
  if (viewer.id === target.userId) return true;
  if (viewer.role === ROLES.admin) return true;
  if (viewer.role !== ROLES.hr) return false;
  if (target.enableResume === RESUME_OPEN) return true;
  for (const grant of grants) if (await grant(viewer.id, target.userId)) return true;
  return false;
}

/** The resume policy for lib/authorize.ts, with the grants the other areas pass in app-services.ts. */
export const resumePolicy = (grants: readonly ResumeAccessGrant[]) =>
  definePolicy('resume', {
    view: {
      allow: (viewer, target: ResumeTarget) => canViewResume(viewer, target, grants),
      refuse: () => new AppError(403, 'resumeClosed'),
    },
  });
