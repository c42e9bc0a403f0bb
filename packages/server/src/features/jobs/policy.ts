import { ROLES } from '@app/shared';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type Actor, authorize, definePolicy } from '../../lib/authorize.ts';

type Job = { hrId: number; reviewStatus: string };

/** Who may do what with a job (the HR and administrator roles themselves are declared on the routes). */
export const jobPolicy = definePolicy('job', {
  /** Edit, end, reopen, delete it and see its applicants: the HR who posted it; others are told it is not theirs. */
  manage: { allow: (actor, job: Job) => job.hrId === actor.id, refuse: () => forbidden('jobNotYours') },
  /** An approved job is for everyone; under review or rejected, only its HR and administrators see it exists. */
  view: {
    allow: (actor, job: Job) => job.reviewStatus === 'approved' || job.hrId === actor.id || actor.role === ROLES.admin,
    refuse: () => notFound('jobNotFound'),
  },
});

/** A job the HR owns, as read (or locked): 404 when it does not exist (or was deleted), 403 when it is another HR's. */
export async function ownJob<J extends Job>(hr: Actor, job: J | null) {
  if (!job) throw notFound('jobNotFound');
  return authorize(hr, 'manage', job, jobPolicy);
}

type Application = { seekerId: number };

/** Who may act on an application as its applicant (the HR side goes through the job's `manage`). */
export const applicationPolicy = definePolicy('application', {
  /** Withdraw it: only the seeker who sent it; to anyone else it does not exist. */
  withdraw: {
    allow: (actor, application: Application) => application.seekerId === actor.id,
    refuse: () => notFound('applicationNotFound'),
  },
});
