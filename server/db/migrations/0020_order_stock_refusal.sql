-- An order's writing statement refuses itself when a size cannot cover its quantity: the statement fails,
-- so the COMMIT sent with it (server/db/pg-transaction.ts) never runs and nothing of the order is kept.
-- SQLSTATE LL001 is the shop's own (server/modules/orders/placement-repo.ts reads it).
CREATE FUNCTION "order_stock_short"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an order line asks for more than its size has in stock' USING ERRCODE = 'LL001';
END
$$;
