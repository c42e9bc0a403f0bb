import { adminCoursesApi, coursesApi } from './courses.ts';
import { adminForumApi, forumCommentsApi, forumPostsApi, forumUsersApi } from './forum.ts';
import { jobsApi } from './jobs.ts';
import type { ApiRoute } from './route.ts';

/**
 * Every call of the API by server area (packages/server/src/features/<area>): the server registers exactly these,
 * and the OpenAPI document lists them. A group's name without "Api" and the call's name make its operationId.
 */
export const API_TABLE = {
  jobs: { jobsApi },
  forum: { forumPostsApi, forumCommentsApi, forumUsersApi, adminForumApi },
  courses: { coursesApi, adminCoursesApi },
} as const satisfies Record<string, Record<string, Record<string, ApiRoute>>>;

export type ApiOperation = { area: string; operationId: string; route: ApiRoute };

/** The table as a list, in a stable order. */
export function apiOperations(): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [area, groups] of Object.entries(API_TABLE)) {
    for (const [groupName, group] of Object.entries(groups as Record<string, Record<string, ApiRoute>>)) {
      const prefix = groupName.replace(/Api$/, '');
      for (const [name, route] of Object.entries(group)) {
        operations.push({ area, operationId: `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}`, route });
      }
    }
  }
  return operations;
}
