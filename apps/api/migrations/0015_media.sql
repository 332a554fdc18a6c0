CREATE TABLE "media_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"is_folder" boolean NOT NULL,
	"name" text NOT NULL,
	"ancestors" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"visible_types" text[],
	"effective_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_id" uuid,
	"file_type" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_nodes_kind_check" CHECK (("media_nodes"."is_folder" and "media_nodes"."file_id" is null and "media_nodes"."visible_types" is not null) or (not "media_nodes"."is_folder" and "media_nodes"."file_id" is not null and "media_nodes"."parent_id" is not null and "media_nodes"."file_type" is not null)),
	CONSTRAINT "media_nodes_types_check" CHECK ("media_nodes"."visible_types" <@ array['collaborator', 'company', 'provider']::text[])
);
--> statement-breakpoint
ALTER TABLE "media_nodes" ADD CONSTRAINT "media_nodes_parent_id_media_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_nodes" ADD CONSTRAINT "media_nodes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_nodes_name_key" ON "media_nodes" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "media_nodes_parent_idx" ON "media_nodes" USING btree ("parent_id","is_folder","name");--> statement-breakpoint
CREATE INDEX "media_nodes_ancestors_idx" ON "media_nodes" USING gin ("ancestors");--> statement-breakpoint
CREATE INDEX "media_nodes_search_idx" ON "media_nodes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "media_nodes_file_key" ON "media_nodes" USING btree ("file_id");