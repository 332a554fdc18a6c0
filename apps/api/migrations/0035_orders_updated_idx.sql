-- The laboratory's polls of what changed since (FHIR _lastUpdated) read orders by their last change.
CREATE INDEX "medical_orders_updated_idx" ON "medical_orders" USING btree ("updated_at","no");
