DROP INDEX "users_username_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (("type" = 'operator'),lower("username"));