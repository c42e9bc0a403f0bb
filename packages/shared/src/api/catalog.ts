import { z } from 'zod';
import {
  AdminCatalogItemSchema,
  AdminCatalogQuerySchema,
  CatalogFieldsSchema,
  DeleteCatalogBodySchema,
  MergeCatalogBodySchema,
  ReorderCatalogBodySchema,
  UpdateCatalogBodySchema,
  UpdateCertificateFieldsSchema,
} from '../admin/catalog.ts';
import {
  CatalogPageQuerySchema,
  CatalogPageSchema,
  HotMajorSchema,
  HotMajorsQuerySchema,
  MajorCategoriesSchema,
} from '../catalog/pages.ts';
import { CatalogOptionSchema } from '../common/catalog.ts';
import { defineRoutes } from './route.ts';

/** Option lists; public because the /resume form is reachable without a token (docs/product/resumes.md#the-resume-form). */
export const catalogApi = defineRoutes({
  majors: {
    method: 'GET',
    path: '/user/get/major/list',
    auth: 'public',
    tags: ['catalog'],
    summary: 'All majors (id, name, en_name)',
    data: z.array(CatalogOptionSchema),
  },
  certificates: {
    method: 'GET',
    path: '/user/get/cert/list',
    auth: 'public',
    tags: ['catalog'],
    summary: 'All certificates (id, name, en_name)',
    data: z.array(CatalogOptionSchema),
  },
});

const majorTags = ['majors (admin)'];
const certificateTags = ['certificates (admin)'];

/**
 * The administrators' catalogue calls (ADR 0108), /admin/<verb>/major and /admin/<verb>/cert: list with usage, add,
 * edit (certificates take an image, multipart), reorder, delete unless in use, merge.
 */
export const adminCatalogApi = defineRoutes({
  listMajors: {
    method: 'GET',
    path: '/admin/get/major/list',
    auth: 'admin',
    tags: majorTags,
    summary: 'Every major with its usage (live jobs, resumes), searched by name; admin only',
    query: AdminCatalogQuerySchema,
    data: AdminCatalogItemSchema,
    paged: true,
  },
  reorderMajors: {
    method: 'POST',
    path: '/admin/reorder/major',
    auth: 'admin',
    tags: majorTags,
    summary: 'Reorder majors: the listed ids take the places they hold now, in the given order',
    body: ReorderCatalogBodySchema,
    data: z.null(),
  },
  deleteMajor: {
    method: 'POST',
    path: '/admin/delete/major',
    auth: 'admin',
    tags: majorTags,
    summary: 'Delete a major no job and no resume uses (409 naming the counts otherwise)',
    body: DeleteCatalogBodySchema,
    data: z.null(),
  },
  mergeMajor: {
    method: 'POST',
    path: '/admin/merge/major',
    auth: 'admin',
    tags: majorTags,
    summary: 'Merge a major into another: its job and resume links move to into_id, then it is deleted',
    body: MergeCatalogBodySchema,
    data: AdminCatalogItemSchema,
  },
  addMajor: {
    method: 'POST',
    path: '/admin/add/major',
    auth: 'admin',
    tags: majorTags,
    summary: 'Add a major (placed last)',
    body: CatalogFieldsSchema,
    data: AdminCatalogItemSchema,
  },
  updateMajor: {
    method: 'POST',
    path: '/admin/update/major',
    auth: 'admin',
    tags: majorTags,
    summary: 'Edit a major (names, category, descriptions)',
    body: UpdateCatalogBodySchema,
    data: AdminCatalogItemSchema,
  },
  listCertificates: {
    method: 'GET',
    path: '/admin/get/cert/list',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Every certificate with its usage (live jobs, resumes), searched by name; admin only',
    query: AdminCatalogQuerySchema,
    data: AdminCatalogItemSchema,
    paged: true,
  },
  reorderCertificates: {
    method: 'POST',
    path: '/admin/reorder/cert',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Reorder certificates: the listed ids take the places they hold now, in the given order',
    body: ReorderCatalogBodySchema,
    data: z.null(),
  },
  deleteCertificate: {
    method: 'POST',
    path: '/admin/delete/cert',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Delete a certificate no job and no resume uses (409 naming the counts otherwise)',
    body: DeleteCatalogBodySchema,
    data: z.null(),
  },
  mergeCertificate: {
    method: 'POST',
    path: '/admin/merge/cert',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Merge a certificate into another: its job and resume links move to into_id, then it is deleted',
    body: MergeCatalogBodySchema,
    data: AdminCatalogItemSchema,
  },
  addCertificate: {
    method: 'POST',
    path: '/admin/add/cert',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Add a certificate (multipart fields; optional file: jpg, png or webp image up to 2 MB)',
    body: CatalogFieldsSchema,
    multipart: 'catalogImage',
    optionalFile: true,
    data: AdminCatalogItemSchema,
  },
  updateCertificate: {
    method: 'POST',
    path: '/admin/update/cert',
    auth: 'admin',
    tags: certificateTags,
    summary: 'Edit a certificate (multipart fields; file replaces the image, remove_image=1 drops it)',
    body: UpdateCertificateFieldsSchema,
    multipart: 'catalogImage',
    optionalFile: true,
    data: AdminCatalogItemSchema,
  },
});

/** The certificate and major pages and the hot majors (ADR 0108): every signed-in role. */
export const catalogPagesApi = defineRoutes({
  major: {
    method: 'GET',
    path: '/user/get/major',
    auth: 'user',
    tags: ['catalog'],
    summary: 'A major page: the major, talents holding it, its recruiting jobs (newest 10)',
    query: CatalogPageQuerySchema,
    data: CatalogPageSchema,
  },
  certificate: {
    method: 'GET',
    path: '/user/get/certificate',
    auth: 'user',
    tags: ['catalog'],
    summary: 'A certificate page: the certificate, talents holding it, its recruiting jobs (newest 10)',
    query: CatalogPageQuerySchema,
    data: CatalogPageSchema,
  },
  hotMajors: {
    method: 'GET',
    path: '/user/get/hot/majors',
    auth: 'user',
    tags: ['catalog'],
    summary: 'Hot majors, highest score first (recomputed periodically; ADR 0108)',
    query: HotMajorsQuerySchema,
    data: HotMajorSchema,
    paged: true,
  },
  majorCategories: {
    method: 'GET',
    path: '/user/get/major/categories',
    auth: 'user',
    tags: ['catalog'],
    summary: 'The categories majors use',
    data: MajorCategoriesSchema,
  },
});
