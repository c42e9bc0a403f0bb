import { z } from 'zod';

// The admin dashboard (ADR 0101): key figures and the last 30 days, all counted by SQL aggregates.

export const DASHBOARD_DAYS = 30;

const n = () => z.number().int().nonnegative();

/** One UTC day of the series; every day of the window is present (zero when nothing happened). */
export const DashboardDaySchema = z.object({
  day: z.string().describe('yyyy-MM-dd, UTC'),
  registrations: n(),
  jobs: n().describe('jobs posted that day (deleted ones included)'),
  applications: n(),
  purchases: n().describe('standards bought that day (free ones included)'),
  oil_granted: n().describe('oil given: welcome oil and administrators’ grants'),
  oil_spent: n().describe('oil paid for standards'),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/** GET /u/v1/admin/get/dashboard. */
export const DashboardSchema = z.object({
  users: z.object({
    seekers: n(),
    hrs: n(),
    admins: n(),
    disabled: n(),
    new_last_30_days: n(),
  }),
  jobs: z.object({
    recruiting: n().describe('not deleted, status recruiting (any review status)'),
    ended: n(),
    under_review: n(),
    approved: n(),
    rejected: n(),
    edits_under_review: n().describe('approved jobs whose edit awaits review'),
  }),
  applications: z.object({ total: n(), last_30_days: n() }),
  view_requests: z.object({ pending: n(), allowed: n(), rejected: n(), revoked: n() }),
  standards: z.object({ listed: n(), downloads: n(), purchases: n() }),
  oil: z.object({
    granted: n().describe('welcome oil and administrators’ grants, all time'),
    spent: n().describe('paid for standards, all time'),
    deducted: n().describe('taken back by administrators, all time'),
  }),
  series: z.array(DashboardDaySchema).describe(`the last ${DASHBOARD_DAYS} UTC days, oldest first, today last`),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
