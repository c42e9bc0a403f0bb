import type { FastifyInstance } from 'fastify';
import type { Db } from '../client.ts';

/** What a demo seeder writes with: the one seeding transaction and the services bound to it. */
export function seedingIn(app: FastifyInstance, tx: Db) {
  const { accounts, companyInfo, messages, slides } = app.services;
  return {
    tx,
    storage: app.storage,
    accounts: accounts.withTx(tx),
    companyInfo: companyInfo.withTx(tx),
    messages: messages.withTx(tx),
    slides: slides.withTx(tx),
  };
}

export type Seeding = ReturnType<typeof seedingIn>;

/** The WebP quality of the drawn demo images that pages lead with (course covers, carousel slides). */
export const SEED_WEBP_QUALITY = 82;
