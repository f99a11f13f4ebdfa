ALTER TABLE "carts" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a cart's lines, whoever makes it (the cart calls, an order taking its lines, an
-- account deletion, a script), raises the cart's revision in the same transaction.
CREATE FUNCTION bump_cart_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.cart_id IS DISTINCT FROM NEW.cart_id) THEN
    UPDATE carts SET revision = revision + 1 WHERE id = OLD.cart_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE carts SET revision = revision + 1 WHERE id = NEW.cart_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_bump_cart_revision
  AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION bump_cart_revision();
