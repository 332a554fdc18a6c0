DROP INDEX "notification_recipients_inbox_idx";--> statement-breakpoint
DROP INDEX "notification_recipients_area_idx";--> statement-breakpoint
DROP INDEX "notification_recipients_unread_idx";--> statement-breakpoint
DROP INDEX "media_nodes_parent_idx";--> statement-breakpoint
CREATE INDEX "notification_recipients_inbox_idx" ON "notification_recipients" USING btree ("user_id","created_at" DESC NULLS FIRST,"notification_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_recipients_area_idx" ON "notification_recipients" USING btree ("user_id","area","created_at" DESC NULLS FIRST,"notification_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_recipients_unread_idx" ON "notification_recipients" USING btree ("user_id","area","created_at") WHERE "notification_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "media_nodes_parent_idx" ON "media_nodes" USING btree ("parent_id","is_folder" DESC NULLS FIRST,lower("name"),"id");