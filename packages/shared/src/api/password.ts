import { z } from 'zod';
import { PasswordChangeSchema } from '../resumes/requests.ts';
import { defineRoutes } from './route.ts';

/** The signed-in user's password change (docs/product/accounts-and-login.md#password-change). */
export const passwordApi = defineRoutes({
  change: {
    method: 'POST',
    path: '/user/edit/password',
    auth: 'user',
    tags: ['auth'],
    summary: 'Change the password (old, new, confirm; at least 10 characters); other sessions are revoked',
    body: PasswordChangeSchema,
    data: z.null(),
  },
});
