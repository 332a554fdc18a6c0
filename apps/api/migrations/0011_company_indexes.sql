-- The contract lists read their index in order (NULLS FIRST, as `order by … desc` sorts); the roster search is a trigram index (pg_trgm, from 0007).
DROP INDEX "company_contracts_owner_start_idx";--> statement-breakpoint
DROP INDEX "company_contracts_company_start_idx";--> statement-breakpoint
DROP INDEX "company_contracts_created_idx";--> statement-breakpoint
CREATE INDEX "contract_employees_search_idx" ON "contract_employees" USING gin ((lower("name") || ' ' || lower("cccd") || ' ' || lower("phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_contracts_owner_start_idx" ON "company_contracts" USING btree ("owner_id","date_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_contracts_company_start_idx" ON "company_contracts" USING btree ("company_id","date_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_contracts_created_idx" ON "company_contracts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);