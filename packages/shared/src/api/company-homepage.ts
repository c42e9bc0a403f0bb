import { z } from 'zod';
import {
  AddHomepageItemFieldsSchema,
  AdminHomepageQuerySchema,
  HomepageIdBodySchema,
  HomepageItemSchema,
  HomepageSchema,
  ReorderHomepageBodySchema,
  UpdateHomepageItemFieldsSchema,
} from '../admin/homepage.ts';
import { defineRoutes } from './route.ts';

/** The public company page's content (no login). */
export const companyHomepageApi = defineRoutes({
  get: {
    method: 'GET',
    path: '/user/get/homepage',
    auth: 'public',
    tags: ['company homepage'],
    summary: 'The company homepage: service scope, achievements, qualifications and carousel, each in order',
    data: HomepageSchema,
  },
});

const tags = ['company homepage (admin)'];

/** The administrators' company homepage calls (ADR 0105); every write is audited. */
export const adminCompanyHomepageApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/homepage/list',
    auth: 'admin',
    tags,
    summary: "One section's items in their order, searched by title",
    query: AdminHomepageQuerySchema,
    data: HomepageItemSchema,
    paged: true,
  },
  add: {
    method: 'POST',
    path: '/admin/add/homepage/item',
    auth: 'admin',
    tags,
    summary:
      'Add an item at the end of its section (multipart; file: jpg/png/webp up to 5 MB, required for the carousel)',
    body: AddHomepageItemFieldsSchema,
    multipart: 'homepageImage',
    optionalFile: true,
    data: HomepageItemSchema,
  },
  update: {
    method: 'POST',
    path: '/admin/update/homepage/item',
    auth: 'admin',
    tags,
    summary: "Edit an item's texts and link; a file replaces its image (multipart)",
    body: UpdateHomepageItemFieldsSchema,
    multipart: 'homepageImage',
    optionalFile: true,
    data: HomepageItemSchema,
  },
  remove: {
    method: 'POST',
    path: '/admin/delete/homepage/item',
    auth: 'admin',
    tags,
    summary: 'Delete an item (its image too)',
    body: HomepageIdBodySchema,
    data: z.null(),
  },
  reorder: {
    method: 'POST',
    path: '/admin/reorder/homepage/item',
    auth: 'admin',
    tags,
    summary: "A section's new order: id_list names each of its items once",
    body: ReorderHomepageBodySchema,
    data: z.array(HomepageItemSchema),
  },
});
