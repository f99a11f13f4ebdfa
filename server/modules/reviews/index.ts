// The reviews module's public surface: shoppers' reviews of what they received (written, read, voted
// helpful) and the console's desk that approves or rejects them.
export { reviewDeskRoutes } from './desk-routes.ts';
export { createReviewDesk, type ReviewDesk, type ReviewDeskDeps } from './desk-service.ts';
export { reviewRoutes } from './routes.ts';
export { createReviewService, type ReviewDeps, type ReviewService } from './service.ts';
