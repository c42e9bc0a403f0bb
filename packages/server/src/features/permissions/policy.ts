import { notFound } from '../../lib/app-error.ts';
import { definePolicy } from '../../lib/authorize.ts';

type ViewRequest = { seekerId: number };

/** Who may act on a resume view request as its seeker (the HR side only ever reads their own list). */
export const viewRequestPolicy = definePolicy('viewRequest', {
  /** Allow, reject or revoke it: only the seeker it was sent to; to anyone else it does not exist. */
  answer: {
    allow: (actor, request: ViewRequest) => request.seekerId === actor.id,
    refuse: () => notFound('viewRequestNotFound'),
  },
});
