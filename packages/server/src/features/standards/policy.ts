import { ROLES } from '@app/shared';
import { forbidden } from '../../lib/app-error.ts';
import { definePolicy } from '../../lib/authorize.ts';

/** A standard's file: free ones for everyone signed in, paid ones for their buyers (and administrators). */
export const standardPolicy = definePolicy('standard', {
  download: {
    allow: (actor, standard: { crudeNum: number; purchased: boolean }) =>
      standard.crudeNum === 0 || standard.purchased || actor.role === ROLES.admin,
    refuse: () => forbidden('standardNotPurchased'),
  },
});
