import { API_PREFIX, isMessageKey, type MessageKey } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorEnvelope } from '../lib/app-error.ts';
import { fieldLabel } from '../lib/field-labels.ts';
import { ASSETS_PREFIX } from './spa.ts';

type ValidationIssue = { keyword: string; instancePath: string; message?: string };

function validationEnvelope(issue: ValidationIssue) {
  if (isMessageKey(issue.message)) return errorEnvelope(400, issue.message);
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  const key: MessageKey = path ? (missing ? 'fieldRequired' : 'fieldInvalid') : 'bodyInvalid';
  const label = fieldLabel(path);
  const envelope = errorEnvelope(400, key, { field: label.zh });
  return { ...envelope, msg_en: errorEnvelope(400, key, { field: label.en }).msg_en };
}

/** Turns every failure into `{code, msg, msg_en}` and never leaks a stack trace. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toEnvelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue;
      return reply.status(400).send(validationEnvelope(first));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorEnvelope(413, 'payloadTooLarge'));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request');
      return reply.status(status).send(errorEnvelope(status, status === 404 ? 'notFound' : 'bodyInvalid'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(500, 'serverError'));
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(ASSETS_PREFIX);
    // History fallback: any other GET is a client-side route of the SPA, when one is served. A missing
    // hashed asset stays a 404: the app shell in its place would be run as a script by an old page.
    if (isPage && app.hasDecorator('spaRoot')) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(errorEnvelope(404, 'routeNotFound'));
  });
});
