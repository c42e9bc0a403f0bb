export { messagesRoutes } from './routes.ts';
export { createMessagesService, type MessagesService, type Notification } from './service.ts';
