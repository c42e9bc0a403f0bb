// The forum area (issue 14 item 1): posts, likes, users (posts-*, likes-*, users-*); comments, messages and the
// admin calls (comments-*, admin-*). app.ts registers the routes exported here.
export {};
// Part 2: comments and replies, their messages, and the administrators' calls.
export { adminForumRoutes } from './admin-routes.ts';
export { createForumAdminService, type ForumAdminService } from './admin-service.ts';
export { forumCommentsRoutes } from './comments-routes.ts';
export { createForumCommentsService, type ForumCommentsService } from './comments-service.ts';
