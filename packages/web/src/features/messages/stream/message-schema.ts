// Loaded with the first stream, after the page has drawn: zod stays off the light pages' first view (ADR 0097).
export { MessageSchema } from '@app/shared';
