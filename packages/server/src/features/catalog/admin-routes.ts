import { type ApiRoute, adminCatalogApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CatalogAdminService } from './admin-service.ts';
import type { CatalogKind } from './repository.ts';

/** The two catalogues and the calls they share: /u/v1/admin/<verb>/major and /u/v1/admin/<verb>/cert. */
const KINDS = [
  {
    kind: 'major',
    list: adminCatalogApi.listMajors,
    reorder: adminCatalogApi.reorderMajors,
    remove: adminCatalogApi.deleteMajor,
    merge: adminCatalogApi.mergeMajor,
  },
  {
    kind: 'certificate',
    list: adminCatalogApi.listCertificates,
    reorder: adminCatalogApi.reorderCertificates,
    remove: adminCatalogApi.deleteCertificate,
    merge: adminCatalogApi.mergeCertificate,
  },
] as const satisfies readonly ({ kind: CatalogKind } & Record<'list' | 'reorder' | 'remove' | 'merge', ApiRoute>)[];

/**
 * The administrators' catalogue calls (ADR 0108): list with usage, add, edit (certificates take an
 * image, multipart), reorder, delete unless in use, merge. Every write commits with its audit entry (the service's).
 */
export const adminCatalogRoutes: FastifyPluginAsync<{ catalogAdmin: CatalogAdminService }> = async (
  app,
  { catalogAdmin },
) => {
  for (const { kind, list, reorder, remove, merge } of KINDS) {
    serve(app, list, async (request) => {
      const { data, total, capped } = await catalogAdmin.list(kind, request.query);
      return okPage(data, total, capped);
    });

    serve(app, reorder, async (request) => {
      await catalogAdmin.reorder(currentUser(request), kind, request.body.id_list);
      return ok(null);
    });

    serve(app, remove, async (request) => {
      await catalogAdmin.remove(currentUser(request), kind, request.body.id);
      return ok(null);
    });

    serve(app, merge, async (request) => {
      const { id, into_id } = request.body;
      return ok(await catalogAdmin.merge(currentUser(request), kind, id, into_id));
    });
  }

  serve(app, adminCatalogApi.addMajor, async (request) =>
    ok(await catalogAdmin.add(currentUser(request), 'major', request.body)),
  );

  serve(app, adminCatalogApi.updateMajor, async (request) => {
    const { id, ...fields } = request.body;
    return ok(await catalogAdmin.update(currentUser(request), 'major', id, fields));
  });

  serve(app, adminCatalogApi.addCertificate, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await catalogAdmin.add(currentUser(request), 'certificate', fields, file));
  });

  serve(app, adminCatalogApi.updateCertificate, async (request) => {
    const { file, id, remove_image, ...fields } = request.body;
    return ok(
      await catalogAdmin.update(currentUser(request), 'certificate', id, fields, { file, removeImage: remove_image }),
    );
  });
};
