import { z } from 'zod';
import {
  AdminStandardSchema,
  AdminStandardsQuerySchema,
  StandardIdBodySchema,
  UpdateStandardBodySchema,
} from '../admin/standards.ts';
import {
  BuyStandardResultSchema,
  MyStandardSchema,
  StandardDetailSchema,
  StandardSchema,
} from '../standards/answers.ts';
import {
  BuyStandardBodySchema,
  StandardDownloadQuerySchema,
  StandardIdQuerySchema,
  StandardListBodySchema,
  StandardSearchBodySchema,
  StandardsPageQuerySchema,
  StandardUploadFieldsSchema,
} from '../standards/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['standards'];

/** The standards calls and the purchase (docs/product/standards-and-oil.md); the upload is with the admin calls. */
export const standardsApi = defineRoutes({
  search: {
    method: 'POST',
    path: '/user/search/standard',
    auth: 'user',
    tags,
    summary: 'Search standards: ch_name, en_name, ver and comment are substring filters; newest first',
    body: StandardSearchBodySchema,
    data: StandardSchema,
    paged: true,
  },
  list: {
    method: 'POST',
    path: '/user/get/standard/list',
    auth: 'user',
    tags,
    summary: 'Every standard, newest first (JSON, urlencoded or multipart pn, psize)',
    body: StandardListBodySchema,
    multipart: 'form',
    data: StandardSchema,
    paged: true,
  },
  detail: {
    method: 'GET',
    path: '/user/get/standard',
    auth: 'user',
    tags,
    summary: 'One standard with its description',
    query: StandardIdQuerySchema,
    data: StandardDetailSchema,
  },
  download: {
    method: 'GET',
    path: '/user/download/standard',
    auth: 'user',
    tags,
    summary: 'The PDF of a free or bought standard (403 otherwise); counts the download unless preview=1',
    query: StandardDownloadQuerySchema,
    /** No envelope: the answer is the PDF itself (a refusal still comes as the error envelope). */
    data: z.never(),
    produces: 'application/pdf',
  },
  buy: {
    method: 'POST',
    path: '/user/buy/standard',
    auth: 'user',
    tags,
    summary: 'Buy a standard with oil; idempotent (free or already bought: charged 0); 400 when oil is short',
    body: BuyStandardBodySchema,
    multipart: 'form',
    data: BuyStandardResultSchema,
  },
  mine: {
    method: 'GET',
    path: '/user/get/my/standards',
    auth: 'user',
    tags,
    summary: 'The standards I bought, newest purchase first',
    query: StandardsPageQuerySchema,
    data: MyStandardSchema,
    paged: true,
  },
});

const adminTags = ['standards (admin)'];

/**
 * The administrators' standards calls: upload, list, edit, replace the file, remove. Every write commits with its
 * audit entry (the service's).
 */
export const adminStandardsApi = defineRoutes({
  upload: {
    method: 'POST',
    path: '/user/upload/standard',
    auth: 'admin',
    tags: adminTags,
    summary: 'Upload a standard (multipart ch_name, en_name, ver, comment, file: PDF up to 20 MB; admin only)',
    body: StandardUploadFieldsSchema,
    multipart: 'standard',
    data: StandardDetailSchema,
  },
  list: {
    method: 'GET',
    path: '/admin/get/standard/list',
    auth: 'admin',
    tags: adminTags,
    summary:
      'Standards by keyword (any of the four names), newest first or by downloads or price; purchase counts; total exact up to 10,000',
    query: AdminStandardsQuerySchema,
    data: AdminStandardSchema,
    paged: true,
  },
  update: {
    method: 'POST',
    path: '/admin/update/standard',
    auth: 'admin',
    tags: adminTags,
    summary: 'Edit a standard’s names, description and price (searchable by the new names at once)',
    body: UpdateStandardBodySchema,
    data: AdminStandardSchema,
  },
  replaceFile: {
    method: 'POST',
    path: '/admin/replace/standard/file',
    auth: 'admin',
    tags: adminTags,
    summary: 'Replace a standard’s PDF (multipart id, file); buyers keep access; the old file is deleted',
    body: StandardIdBodySchema,
    multipart: 'standard',
    data: AdminStandardSchema,
  },
  remove: {
    method: 'POST',
    path: '/admin/delete/standard',
    auth: 'admin',
    tags: adminTags,
    summary: 'Remove a standard: gone from lists, search and downloads; purchases and ledger rows stay',
    body: StandardIdBodySchema,
    data: z.null(),
  },
});
