// The forum area (docs/product/forum.md): posts, likes, users (posts-*, likes-*, users-*); comments, messages and the
// admin calls (comments-*, admin-*). app-routes.ts registers the routes exported here.

// Part 2: comments and replies, their messages, and the administrators' calls.
export { adminForumRoutes } from './admin-routes.ts';
export { createForumAdminService } from './admin-service.ts';
export { forumCommentsRoutes } from './comments-routes.ts';
export { createForumCommentsService } from './comments-service.ts';
// Part 1: posts, their rendering, images and likes, the user pages.
export { forumPostsRoutes } from './posts-routes.ts';
export { createForumPostsService } from './posts-service.ts';
export { renderPost } from './render.ts';
export { forumUsersRoutes } from './users-routes.ts';
export { createForumUsersService } from './users-service.ts';
