import { standardsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
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
export const standardsRoutes: FastifyPluginAsync<{ standards: StandardsService }> = async (app, { standards }) => {
  serve(
    app,
    standardsApi.search,
    async (request) => {
      const { data, total, capped } = await standards.search(currentUser(request), request.body);
      return okPage(data, total, capped);
    },
    { config: { readOnly: true } },
  );

  serve(
    app,
    standardsApi.list,
    async (request) => {
      const { data, total, capped } = await standards.list(currentUser(request), request.body);
      return okPage(data, total, capped);
    },
    { config: { readOnly: true } },
  );

  serve(app, standardsApi.detail, async (request) =>
    ok(await standards.detail(currentUser(request), request.query.id)),
  );

  serve(app, standardsApi.download, async (request, reply) => {
    const { id, preview } = request.query;
    const file = await standards.download(currentUser(request), id, { counted: preview !== '1' });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(file.filename, file.asciiFilename))
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  serve(app, standardsApi.buy, async (request) => ok(await standards.buy(currentUser(request), request.body.id)));

  serve(app, standardsApi.mine, async (request) => {
    const { data, total } = await standards.mine(currentUser(request), request.query);
    return okPage(data, total);
  });
};
