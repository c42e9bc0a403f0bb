import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Engineering majors (专业); managed by administrators. */
export const majors = pgTable('majors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  enName: text('en_name').notNull(),
  category: text('category').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Professional certificates (证书), e.g. 一级建造师; managed by administrators. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  enName: text('en_name').notNull(),
  category: text('category').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
