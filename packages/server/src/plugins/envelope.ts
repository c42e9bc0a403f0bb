import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_PREFIX, isMessageKey, isPagePath, type MessageKey } from '@app/shared';
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

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';
const UNCONDITIONAL = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'range', 'if-range'];

/** Turns every failure into `{code, msg, msg_en}` and never leaks a stack trace. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.statusCode).headers(error.headers).send(error.toEnvelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue;
      return reply.status(400).send(validationEnvelope(first));
    }
    // A path the static files refuse (`..`, `//`) names no file: not found, as a missing one.
    const status = error.code === 'FST_STATIC_FORBIDDEN_PATH' ? 404 : (error.statusCode ?? 500);
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

  /**
   * A document request: a GET outside the API and the hashed files. It gets the app shell (history fallback), with
   * status 404 when the web app has no page at its path (its own not-found screen shows); any other request to an
   * unknown path gets the 404 envelope. A missing hashed file too: the app shell in its place would be run as a script
   * by an old page.
   */
  const isDocumentRequest = (request: FastifyRequest) => {
    const pathname = pathOf(request);
    return (
      request.method === 'GET' &&
      pathname !== API_PREFIX &&
      !pathname.startsWith(`${API_PREFIX}/`) &&
      !pathname.startsWith(ASSETS_PREFIX) &&
      app.hasDecorator('spaRoot')
    );
  };

  // An unknown path is answered before its body is read (docs/decisions/0070-web-delivery-and-first-visit.md):
  // a malformed, oversized or multipart body sent to a path that does not exist is a 404 like any other.
  app.addHook('preParsing', async (request) => {
    if (request.is404 && !isDocumentRequest(request)) throw new AppError(404, 'routeNotFound');
  });

  // A refusal sent while the client still sends its body: read the rest first, or close (plugins/refused-body.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    await beforeAnswer(request, reply);
    return payload;
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isDocumentRequest(request)) return reply.status(404).send(errorEnvelope(404, 'routeNotFound'));
    if (!isPagePath(pathOf(request))) {
      // The whole shell, whatever the client kept: a 304 or a range would go out as an empty or partial 404.
      for (const header of UNCONDITIONAL) delete request.raw.headers[header];
      return reply
        .status(404)
        .type('text/html')
        .sendFile('index.html', app.spaRoot, { etag: false, lastModified: false });
    }
    // A page address the router matches but its own route does not spell so (a trailing slash, capitals).
    return reply.type('text/html').sendFile('index.html', app.spaRoot);
  });
});
