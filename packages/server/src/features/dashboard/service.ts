import { DASHBOARD_DAYS, type Dashboard, type DashboardDay } from '@app/shared';
import type { DailyFigure } from '../../lib/daily-counts.ts';
import { sharedInFlight } from '../../lib/shared-in-flight.ts';

type Counts<K extends string> = Record<K, number>;

/**
 * What the dashboard asks of each area (wired in app-services.ts): each area answers its own figures with SQL aggregates
 * over its own tables; the dashboard owns no table and never sees a row.
 */
export type DashboardDeps = {
  users: () => Promise<Counts<'seekers' | 'hrs' | 'admins' | 'disabled'>>;
  registrations: (days: number) => Promise<DailyFigure[]>;
  jobs: () => Promise<
    Counts<'recruiting' | 'ended' | 'under_review' | 'approved' | 'rejected' | 'edits_under_review' | 'applications'>
  >;
  newJobs: (days: number) => Promise<{ jobs: DailyFigure[]; applications: DailyFigure[] }>;
  viewRequests: () => Promise<Counts<'pending' | 'allowed' | 'rejected' | 'revoked'>>;
  standards: () => Promise<Counts<'listed' | 'downloads' | 'purchases'>>;
  purchases: (days: number) => Promise<DailyFigure[]>;
  oil: () => Promise<Counts<'granted' | 'spent' | 'deducted'>>;
  dailyOil: (days: number) => Promise<{ granted: DailyFigure[]; spent: DailyFigure[] }>;
};

type Lookup = (day: string) => number;

const total = (series: DailyFigure[]) => series.reduce((sum, day) => sum + day.n, 0);

/**
 * The admin dashboard (ADR 0101): every figure and series in one call, the areas asked in parallel; callers
 * arriving while the figures are being gathered share that run (nine aggregates at once would otherwise queue
 * every concurrent caller on the pool).
 */
export function createDashboardService(deps: DashboardDeps) {
  return { get: sharedInFlight(() => gather(deps)) };
}

async function gather(deps: DashboardDeps): Promise<Dashboard> {
  const days = DASHBOARD_DAYS;
  const [users, registrations, jobs, newJobs, viewRequests, standards, purchases, oil, dailyOil] = await Promise.all([
    deps.users(),
    deps.registrations(days),
    deps.jobs(),
    deps.newJobs(days),
    deps.viewRequests(),
    deps.standards(),
    deps.purchases(days),
    deps.oil(),
    deps.dailyOil(days),
  ]);
  // Joined by day, not by position: the queries run apart and may straddle midnight UTC.
  const [jobsOn, applicationsOn, purchasesOn, grantedOn, spentOn] = [
    newJobs.jobs,
    newJobs.applications,
    purchases,
    dailyOil.granted,
    dailyOil.spent,
  ].map((figures) => {
    const byDay = new Map(figures.map((figure) => [figure.day, figure.n]));
    return (day: string) => byDay.get(day) ?? 0;
  }) as [Lookup, Lookup, Lookup, Lookup, Lookup];
  const series: DashboardDay[] = registrations.map(({ day, n }) => ({
    day,
    registrations: n,
    jobs: jobsOn(day),
    applications: applicationsOn(day),
    purchases: purchasesOn(day),
    oil_granted: grantedOn(day),
    oil_spent: spentOn(day),
  }));
  const { applications, ...jobFigures } = jobs;
  return {
    users: { ...users, new_last_30_days: total(registrations) },
    jobs: jobFigures,
    applications: { total: applications, last_30_days: total(newJobs.applications) },
    view_requests: viewRequests,
    standards,
    oil,
    series,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
