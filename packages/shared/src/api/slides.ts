import { z } from 'zod';
import {
  ReorderSlidesBodySchema,
  SlideFieldsSchema,
  SlideIdBodySchema,
  UpdateSlideFieldsSchema,
} from '../admin/slides.ts';
import { SlideSchema } from '../jobs/answers.ts';
import { defineRoutes } from './route.ts';

/** The home carousel as every visitor sees it. */
export const slidesApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/get/slide/pic',
    auth: 'public',
    tags: ['slides'],
    summary: 'Home carousel slides in order',
    data: z.array(SlideSchema),
  },
});

const tags = ['slides (admin)'];

/** The administrators' home carousel calls (docs/product/admin.md#home-carousel); each write is audited. */
export const adminSlidesApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/slide/list',
    auth: 'admin',
    tags,
    summary: 'Every home carousel slide, first to last (the carousel holds 20 at most: one page, no paging)',
    data: z.array(SlideSchema),
  },
  add: {
    method: 'POST',
    path: '/admin/add/slide',
    auth: 'admin',
    tags,
    summary: 'Add a slide (multipart title, en_title, link, position, file: jpg/png/webp up to 5 MB); audited',
    body: SlideFieldsSchema,
    multipart: 'slideImage',
    data: SlideSchema,
  },
  update: {
    method: 'POST',
    path: '/admin/update/slide',
    auth: 'admin',
    tags,
    summary: 'Edit a slide (multipart or JSON; a new image file replaces the old one, which is then deleted); audited',
    body: UpdateSlideFieldsSchema,
    multipart: 'slideImage',
    optionalFile: true,
    data: SlideSchema,
  },
  remove: {
    method: 'POST',
    path: '/admin/delete/slide',
    auth: 'admin',
    tags,
    summary: 'Delete a slide and its stored image; the others close up; audited',
    body: SlideIdBodySchema,
    data: z.null(),
  },
  reorder: {
    method: 'POST',
    path: '/admin/reorder/slide',
    auth: 'admin',
    tags,
    summary: 'Put the slides in this order (positions 1..n, one transaction); every slide id once; audited',
    body: ReorderSlidesBodySchema,
    data: z.array(SlideSchema),
  },
});
