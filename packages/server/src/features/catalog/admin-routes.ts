import {
  AdminCatalogItemSchema,
  AdminCatalogQuerySchema,
  CatalogFieldsSchema,
  DeleteCatalogBodySchema,
  EmptyEnvelopeSchema,
  envelope,
  MergeCatalogBodySchema,
  pagedEnvelope,
  ReorderCatalogBodySchema,
  UpdateCatalogBodySchema,
  UpdateCertificateFieldsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CatalogAdminService } from './admin-service.ts';
import type { CatalogKind } from './repository.ts';

/** The two catalogues as their calls name them: /u/v1/admin/<verb>/major and /u/v1/admin/<verb>/cert. */
const KINDS = [
  { path: 'major', kind: 'major', tag: 'majors (admin)', noun: 'major' },
  { path: 'cert', kind: 'certificate', tag: 'certificates (admin)', noun: 'certificate' },
] as const satisfies readonly { path: string; kind: CatalogKind; tag: string; noun: string }[];

const changed = { 200: envelope(AdminCatalogItemSchema) };

/**
 * The administrators' catalogue calls (ADR 0108): list with usage, add, edit (certificates take an
 * image, multipart), reorder, delete unless in use, merge. Every write commits with its audit entry (the service's).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ catalogAdmin: CatalogAdminService }> = async (
  app,
  { catalogAdmin },
) => {
  const admin = { auth: 'admin' } as const;

  for (const { path, kind, tag, noun } of KINDS) {
    const tags = [tag];

    app.get(
      `/admin/get/${path}/list`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Every ${noun} with its usage (live jobs, resumes), searched by name; admin only`,
          querystring: AdminCatalogQuerySchema,
          response: { 200: pagedEnvelope(AdminCatalogItemSchema) },
        },
      },
      async (request) => {
        const { data, total, capped } = await catalogAdmin.list(kind, request.query);
        return okPage(data, total, capped);
      },
    );

    app.post(
      `/admin/reorder/${path}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Reorder ${noun}s: the listed ids take the places they hold now, in the given order`,
          body: ReorderCatalogBodySchema,
          response: { 200: EmptyEnvelopeSchema },
        },
      },
      async (request) => {
        await catalogAdmin.reorder(currentUser(request), kind, request.body.id_list);
        return ok(null);
      },
    );

    app.post(
      `/admin/delete/${path}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Delete a ${noun} no job and no resume uses (409 naming the counts otherwise)`,
          body: DeleteCatalogBodySchema,
          response: { 200: EmptyEnvelopeSchema },
        },
      },
      async (request) => {
        await catalogAdmin.remove(currentUser(request), kind, request.body.id);
        return ok(null);
      },
    );

    app.post(
      `/admin/merge/${path}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Merge a ${noun} into another: its job and resume links move to into_id, then it is deleted`,
          body: MergeCatalogBodySchema,
          response: changed,
        },
      },
      async (request) => {
        const { id, into_id } = request.body;
        return ok(await catalogAdmin.merge(currentUser(request), kind, id, into_id));
      },
    );
  }

  app.post(
    '/admin/add/major',
    {
      config: admin,
      schema: {
        tags: ['majors (admin)'],
        summary: 'Add a major (placed last)',
        body: CatalogFieldsSchema,
        response: changed,
      },
    },
    async (request) => ok(await catalogAdmin.add(currentUser(request), 'major', request.body)),
  );

  app.post(
    '/admin/update/major',
    {
      config: admin,
      schema: {
        tags: ['majors (admin)'],
        summary: 'Edit a major (names, category, descriptions)',
        body: UpdateCatalogBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await catalogAdmin.update(currentUser(request), 'major', id, fields));
    },
  );

  app.post(
    '/admin/add/cert',
    {
      config: { ...uploadRoute('catalogImage'), ...admin },
      schema: {
        tags: ['certificates (admin)'],
        summary: 'Add a certificate (multipart fields; optional file: jpg, png or webp image up to 2 MB)',
        consumes: ['multipart/form-data'],
        body: CatalogFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await catalogAdmin.add(currentUser(request), 'certificate', fields, file));
    },
  );

  app.post(
    '/admin/update/cert',
    {
      config: { ...uploadRoute('catalogImage'), ...admin },
      schema: {
        tags: ['certificates (admin)'],
        summary: 'Edit a certificate (multipart fields; file replaces the image, remove_image=1 drops it)',
        consumes: ['multipart/form-data'],
        body: UpdateCertificateFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, id, remove_image, ...fields } = request.body;
      return ok(
        await catalogAdmin.update(currentUser(request), 'certificate', id, fields, { file, removeImage: remove_image }),
      );
    },
  );
};
