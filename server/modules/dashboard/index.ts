// The dashboard's public surface: the shop's figures for the console.

export { dashboardRoutes } from './routes.ts';
export { createDashboardService, type DashboardService } from './service.ts';
