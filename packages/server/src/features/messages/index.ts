export { messagesRoutes } from './routes.ts';
export { createMessagesService, type MessagesService, type Notification } from './service.ts';
export { purgeExpiredStreams } from './stream-registry.ts';
export { messageStreamRoutes } from './stream-routes.ts';
