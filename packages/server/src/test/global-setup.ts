import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { databaseUrlFor, withAdminClient } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * On PostgreSQL (TEST_DATABASE_URL set) the migrations run once into a template database; every
 * test file then gets a fresh copy of it. PGlite needs nothing here.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const template = `tpl_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (c) => c.query(`create database "${template}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);

  return async () => {
    await withAdminClient(url, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}_%`],
      );
      for (const row of rows) await c.query(`drop database if exists "${row.datname}" with (force)`);
    });
  };
}
