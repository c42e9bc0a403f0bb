import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_PREFIX, isMessageKey, type MessageKey } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFaultSummary, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, errorEnvelope } from '../lib/app-error.ts';
import { fieldLabel } from '../lib/field-labels.ts';
import { beforeAnswer } from './refused-body.ts';
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

/** Messages of the 4xx answers that Fastify and its plugins raise (FST_ERR_*). */
const CLIENT_ERRORS: Partial<Record<number, MessageKey>> = {
  404: 'notFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'urlInvalid',
  415: 'mediaTypeUnsupported',
  431: 'headersTooLarge',
};
const clientErrorKey = (status: number): MessageKey => CLIENT_ERRORS[status] ?? 'bodyInvalid';

/** A client's mistake is no fault of the server: info level, no stack, nothing from the request body. */
function logRejected(request: FastifyRequest, error: FastifyError, status: number) {
  request.log.info({ code: error.code, statusCode: status }, 'rejected request');
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed URL such as `/u/v1/%E0%A4%A`, a
 * path parameter past its maximum length) would otherwise answer outside the envelope.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(500, 'serverError'));
  }
  logRejected(request, error, status);
  return reply.status(status).send(errorEnvelope(status, status === 400 ? 'urlInvalid' : clientErrorKey(status)));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (malformed, headers too large, timed
 * out) gets the envelope too, written straight to the socket as Fastify's own handler does.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorEnvelope(status, status === 400 ? 'bodyInvalid' : clientErrorKey(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Turns every failure into `{code, msg, msg_en}` and never leaks a stack trace. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.statusCode).headers(error.headers).send(error.toEnvelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue;
      return reply.status(400).send(validationEnvelope(first));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      logRejected(request, error, status);
      return reply.status(status).send(errorEnvelope(status, clientErrorKey(status)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ fault: databaseFaultSummary(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorEnvelope(503, 'databaseUnavailable'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope(500, 'serverError'));
  });

  // A refusal sent while the client still sends its body: read the rest first, or close (plugins/refused-body.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    await beforeAnswer(request, reply);
    return payload;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(ASSETS_PREFIX);
    // History fallback: any other GET is a client-side route of the SPA, when one is served. A missing
    // hashed asset stays a 404: the app shell in its place would be run as a script by an old page.
    if (isPage && app.hasDecorator('spaRoot')) {
      // A signed-in light page drawn with its data (ADR 0114): for this login only, never kept by a cache.
      const drawn = app.renderDocument ? await app.renderDocument(request) : null;
      if (drawn)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('vary', 'Cookie')
          .send(drawn);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope(404, 'routeNotFound'));
  });
});
