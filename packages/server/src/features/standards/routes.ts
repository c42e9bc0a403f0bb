import {
  BuyStandardBodySchema,
  BuyStandardResultSchema,
  envelope,
  MyStandardSchema,
  pagedEnvelope,
  StandardDetailSchema,
  StandardDownloadQuerySchema,
  StandardIdQuerySchema,
  StandardListBodySchema,
  StandardSchema,
  StandardSearchBodySchema,
  StandardsPageQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { StandardsService } from './service.ts';

/** RFC 5987 / 6266: the UTF-8 name for browsers that read filename*, an ASCII one for the rest. */
function contentDisposition(filename: string, asciiFilename: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFilename}"; filename*=UTF-8''${encoded}`;
}

/**
 * The standards calls and the purchase (docs/product/standards-and-oil.md); the upload is with the admin calls
 * (admin-routes.ts).
 */
export const standardsRoutes: FastifyPluginAsyncZod<{ standards: StandardsService }> = async (app, { standards }) => {
  const tags = ['standards'];

  app.post(
    '/user/search/standard',
    {
      config: { auth: 'user', readOnly: true },
      schema: {
        tags,
        summary: 'Search standards: ch_name, en_name, ver and comment are substring filters; newest first',
        body: StandardSearchBodySchema,
        response: { 200: pagedEnvelope(StandardSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await standards.search(currentUser(request), request.body);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/user/get/standard/list',
    {
      config: { ...formRoute(), auth: 'user', readOnly: true },
      schema: {
        tags,
        summary: 'Every standard, newest first (JSON, urlencoded or multipart pn, psize)',
        body: StandardListBodySchema,
        response: { 200: pagedEnvelope(StandardSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await standards.list(currentUser(request), request.body);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/user/get/standard',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One standard with its description',
        querystring: StandardIdQuerySchema,
        response: { 200: envelope(StandardDetailSchema) },
      },
    },
    async (request) => ok(await standards.detail(currentUser(request), request.query.id)),
  );

  app.get(
    '/user/download/standard',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The PDF of a free or bought standard (403 otherwise); counts the download unless preview=1',
        querystring: StandardDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, preview } = request.query;
      const file = await standards.download(currentUser(request), id, { counted: preview !== '1' });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(file.filename, file.asciiFilename))
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/user/buy/standard',
    {
      config: { ...formRoute(), auth: 'user' },
      schema: {
        tags,
        summary: 'Buy a standard with oil; idempotent (free or already bought: charged 0); 400 when oil is short',
        body: BuyStandardBodySchema,
        response: { 200: envelope(BuyStandardResultSchema) },
      },
    },
    async (request) => ok(await standards.buy(currentUser(request), request.body.id)),
  );

  app.get(
    '/user/get/my/standards',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The standards I bought, newest purchase first',
        querystring: StandardsPageQuerySchema,
        response: { 200: pagedEnvelope(MyStandardSchema) },
      },
    },
    async (request) => {
      const { data, total } = await standards.mine(currentUser(request), request.query);
      return okPage(data, total);
    },
  );
};
