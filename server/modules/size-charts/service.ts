import { SIZE_CHART_MESSAGES, type SizeChartResponse } from '../../../contract/size-chart.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { chartFor } from './chart.ts';
import * as repo from './repo.ts';

// Size charts for product pages: the chart of a product's type (or the standard one), limited to the
// sizes the product has. Read once per opening of the chart, so it is not cached: one indexed query.

export function createSizeChartService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async forProduct(productId: string): Promise<Omit<SizeChartResponse, 'success'>> {
      const sizing = await repo.productSizing(db, productId);
      if (!sizing) throw notFound(SIZE_CHART_MESSAGES.productNotFound);
      const chart = chartFor(sizing);
      if (!chart) throw notFound(SIZE_CHART_MESSAGES.noChart);
      return chart;
    },
  };
}

export type SizeChartService = ReturnType<typeof createSizeChartService>;
