// Loaded with the first stream, after the page has drawn: zod stays off the light pages' first view (ADR 0113).
export { MessageSchema } from '@app/shared';
