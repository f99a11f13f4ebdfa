// The stock alerts module's public surface: "tell me when it's back", and telling the waiting shoppers.
export { createStockAlertService, type StockAlertService } from './service.ts';
