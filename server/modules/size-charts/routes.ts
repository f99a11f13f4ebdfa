import type { FastifyPluginAsync } from 'fastify';
import { sizeChartParams, sizeChartResponse } from '../../../contract/size-chart.ts';
import { route } from '../../lib/route.ts';
import type { SizeChartService } from './service.ts';

const tags = ['size charts'];

export const sizeChartRoutes =
  (charts: SizeChartService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'sizeChart',
      {
        tags,
        summary: "A product's size chart: each of its sizes with the age, height and measurements it fits",
        params: sizeChartParams,
        answer: sizeChartResponse,
        errors: [404],
      },
      async (request) => charts.forProduct(request.params.productId),
    );
  };
