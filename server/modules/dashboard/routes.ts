import type { FastifyPluginAsync } from 'fastify';
import { dashboardQuery, dashboardResponse } from '../../../contract/admin-people.ts';
import { route } from '../../lib/route.ts';
import type { DashboardService } from './service.ts';

// The console's dashboard (/api/admin/dashboard).

export const dashboardRoutes =
  (dashboard: DashboardService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminDashboard',
      {
        tags: ['console: dashboard'],
        summary: "The shop's figures for today, the last 7 or the last 30 India days",
        description:
          'Orders, revenue (orders not cancelled or returned), average order value, cancellation and return ' +
          'rates and revenue per day over the range; cash still to collect from delivered orders and sizes ' +
          'running out (3 or fewer) whatever the range; the 5 products sold most in the range.',
        querystring: dashboardQuery,
        answer: dashboardResponse,
      },
      async (request) => dashboard.figures(request.query.range),
    );
  };
