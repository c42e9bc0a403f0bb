import { notFound } from '../../lib/app-error.ts';
import { definePolicy } from '../../lib/authorize.ts';

/** A notification is its recipient's alone; to anyone else it does not exist. */
export const messagePolicy = definePolicy('message', {
  read: { allow: (actor, message: { userId: number }) => message.userId === actor.id, refuse: () => notFound() },
});
