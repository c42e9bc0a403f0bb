import {
  AddHomepageItemFieldsSchema,
  AdminHomepageQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  HomepageIdBodySchema,
  HomepageItemSchema,
  pagedEnvelope,
  ReorderHomepageBodySchema,
  UpdateHomepageItemFieldsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { HomepageService } from './service.ts';

const actor = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { id: user.id, nickName: user.nickName };
};

/** The administrators' company homepage calls (ADR 0105); every write is audited. */
export const adminHomepageRoutes: FastifyPluginAsyncZod<{ homepage: HomepageService }> = async (app, { homepage }) => {
  const tags = ['company homepage (admin)'];

  app.get(
    '/admin/get/homepage/list',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "One section's items in their order, searched by title",
        querystring: AdminHomepageQuerySchema,
        response: { 200: pagedEnvelope(HomepageItemSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await homepage.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/add/homepage/item',
    {
      config: { ...uploadRoute('homepageImage'), auth: 'admin' },
      schema: {
        tags,
        summary:
          'Add an item at the end of its section (multipart; file: jpg/png/webp up to 5 MB, required for the carousel)',
        consumes: ['multipart/form-data'],
        body: AddHomepageItemFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: { 200: envelope(HomepageItemSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await homepage.add(actor(request), fields, file));
    },
  );

  app.post(
    '/admin/update/homepage/item',
    {
      config: { ...uploadRoute('homepageImage'), auth: 'admin' },
      schema: {
        tags,
        summary: "Edit an item's texts and link; a file replaces its image (multipart)",
        consumes: ['multipart/form-data'],
        body: UpdateHomepageItemFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: { 200: envelope(HomepageItemSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await homepage.update(actor(request), fields, file));
    },
  );

  app.post(
    '/admin/delete/homepage/item',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Delete an item (its image too)',
        body: HomepageIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await homepage.remove(actor(request), request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/admin/reorder/homepage/item',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "A section's new order: id_list names each of its items once",
        body: ReorderHomepageBodySchema,
        response: { 200: envelope(z.array(HomepageItemSchema)) },
      },
    },
    async (request) => {
      const { section, id_list } = request.body;
      return ok(await homepage.reorder(actor(request), section, id_list));
    },
  );
};
