// The size charts module's public surface: a product's size chart (the product page's "Size chart" and
// "Which size?"), and the standard charts the demo seed builds its per-type charts from.
export { sizeChartRoutes } from './routes.ts';
export { createSizeChartService, type SizeChartService } from './service.ts';
export {
  FOOT_LENGTH_BY_AGE,
  heightAtMonths,
  STANDARD_AGE_CHART,
  STANDARD_SHOE_CHART,
  standardChart,
} from './standard-charts.ts';
