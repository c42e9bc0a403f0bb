import type { Role } from '@app/shared';
import type { AppError } from './app-error.ts';

/** Who acts: the signed-in user of a request (or a system actor built the same way). */
export type Actor = { id: number; role: Role };

/** One thing an actor may do to a resource, and what a refused actor is told (404 hides, 403 refuses). */
export type Ability<R> = {
  allow: (actor: Actor, resource: R) => boolean | Promise<boolean>;
  refuse: () => AppError;
};

export type Policy<R, A extends string> = { readonly name: string; readonly abilities: Record<A, Ability<R>> };

/** An area's abilities over one kind of resource, e.g. `definePolicy('job', { manage: {...}, view: {...} })`. */
export function definePolicy<R, A extends string>(name: string, abilities: Record<A, Ability<R>>): Policy<R, A> {
  return { name, abilities };
}

/**
 * THE ownership check (roles are declared per route, see plugins/auth.ts): throws the policy's refusal
 * unless `actor` may `action` the resource, and returns the resource otherwise.
 */
export async function authorize<R, A extends string>(actor: Actor, action: A, resource: R, policy: Policy<R, A>) {
  const ability = policy.abilities[action];
  if (!(await ability.allow(actor, resource))) throw ability.refuse();
  return resource;
}

/** Whether `actor` may `action` the resource, by the same policy, without a refusal (a check, not a gate). */
export async function allows<R, A extends string>(actor: Actor, action: A, resource: R, policy: Policy<R, A>) {
  return policy.abilities[action].allow(actor, resource);
}
