import {
  type AdminCatalogItem,
  AdminCatalogItemSchema,
  AdminCatalogQuerySchema,
  type AuditAction,
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
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogKind } from './repository.ts';
import type { CatalogChange, CatalogService } from './service.ts';

type Verb = 'create' | 'update' | 'delete' | 'merge' | 'reorder';

/** The two catalogues as their calls name them: /u/v1/admin/<verb>/major and /u/v1/admin/<verb>/cert. */
const KINDS = [
  { path: 'major', kind: 'major', tag: 'majors (admin)', noun: 'major' },
  { path: 'cert', kind: 'certificate', tag: 'certificates (admin)', noun: 'certificate' },
] as const satisfies readonly { path: string; kind: CatalogKind; tag: string; noun: string }[];

const changed = { 200: envelope(AdminCatalogItemSchema) };

/**
 * The administrators' catalogue calls (ADR 0103): list with usage, add, edit (certificates take an
 * image, multipart), reorder, delete unless in use, merge. Every write commits with its audit entry; a stored image
 * the write replaced is deleted only after the commit (and a new one is deleted when the write fails).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; audit: AuditService }> = async (
  app,
  { catalog, audit },
) => {
  const admin = { auth: 'admin' } as const;

  /** Runs an entry's change with its audit entry; answers the entry after it. */
  async function audited(
    user: AuthUser,
    kind: CatalogKind,
    verb: Exclude<Verb, 'reorder'>,
    id: number | null,
    change: (c: CatalogService) => Promise<CatalogChange>,
    newImage?: string,
  ) {
    let done: CatalogChange;
    try {
      done = await audit.write(
        { id: user.id, nickName: user.nickName },
        { action: `${kind}.${verb}` as AuditAction, targetType: kind },
        async (tx) => {
          const result = await change(catalog.withTx(tx));
          const before = result.before as { name?: string } | null;
          const summary =
            verb === 'merge'
              ? `${before?.name ?? ''} → ${result.after?.name ?? ''}`
              : (result.after?.name ?? before?.name);
          return {
            result,
            targetId: id ?? result.after?.id ?? null,
            summary,
            before: result.before,
            after: result.after,
          };
        },
      );
    } catch (error) {
      await catalog.discardImage(newImage);
      throw error;
    }
    await catalog.discardImage(done.droppedImage);
    return done.after;
  }

  /** The entry a create, update or merge answers (only a delete leaves none). */
  const entry = (after: AdminCatalogItem | null) => {
    if (!after) throw new Error('a catalogue write answered no entry');
    return ok(after);
  };

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
        const { data, total, capped } = await catalog.adminList(kind, request.query);
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
        const user = currentUser(request);
        const ids = request.body.id_list;
        await audit.write(
          { id: user.id, nickName: user.nickName },
          { action: `${kind}.reorder`, targetType: kind },
          async (tx) => {
            const { before, after } = await catalog.withTx(tx).reorder(kind, ids);
            return { result: null, summary: `${ids.length}`, before, after };
          },
        );
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
        const { id } = request.body;
        await audited(currentUser(request), kind, 'delete', id, (c) => c.remove(kind, id));
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
        return entry(await audited(currentUser(request), kind, 'merge', id, (c) => c.merge(kind, id, into_id)));
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
    async (request) =>
      entry(await audited(currentUser(request), 'major', 'create', null, (c) => c.add('major', request.body))),
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
      return entry(await audited(currentUser(request), 'major', 'update', id, (c) => c.update('major', id, fields)));
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
      const user = currentUser(request);
      const image = await catalog.storeImage(file, user.id);
      return entry(
        await audited(user, 'certificate', 'create', null, (c) => c.add('certificate', fields, image), image),
      );
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
      const user = currentUser(request);
      const image = await catalog.storeImage(file, user.id);
      const next = image ?? (remove_image ? null : undefined);
      return entry(
        await audited(user, 'certificate', 'update', id, (c) => c.update('certificate', id, fields, next), image),
      );
    },
  );
};
