import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_entry_points_entries_kind" AS ENUM('discover', 'overview', 'learn-more', 'subsidiaries', 'submit-project');
  CREATE TABLE "pages_blocks_mascot_greetings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_mascot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"second_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_name_prompt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"placeholder" varchar,
  	"button_label" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_entry_points_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_entry_points_entries_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"url" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_entry_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  ALTER TABLE "trads_content_locales" ADD COLUMN "home_entry_points" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "home_prompt_hint" varchar;
  ALTER TABLE "pages_blocks_mascot_greetings" ADD CONSTRAINT "pages_blocks_mascot_greetings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mascot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_second_image_id_media_id_fk" FOREIGN KEY ("second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_name_prompt" ADD CONSTRAINT "pages_blocks_name_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points_entries" ADD CONSTRAINT "pages_blocks_entry_points_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points_entries" ADD CONSTRAINT "pages_blocks_entry_points_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_entry_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points" ADD CONSTRAINT "pages_blocks_entry_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_mascot_greetings_order_idx" ON "pages_blocks_mascot_greetings" USING btree ("_order");
  CREATE INDEX "pages_blocks_mascot_greetings_parent_id_idx" ON "pages_blocks_mascot_greetings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mascot_greetings_locale_idx" ON "pages_blocks_mascot_greetings" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mascot_order_idx" ON "pages_blocks_mascot" USING btree ("_order");
  CREATE INDEX "pages_blocks_mascot_parent_id_idx" ON "pages_blocks_mascot" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mascot_path_idx" ON "pages_blocks_mascot" USING btree ("_path");
  CREATE INDEX "pages_blocks_mascot_locale_idx" ON "pages_blocks_mascot" USING btree ("_locale");
  CREATE INDEX "pages_blocks_mascot_image_idx" ON "pages_blocks_mascot" USING btree ("image_id");
  CREATE INDEX "pages_blocks_mascot_second_image_idx" ON "pages_blocks_mascot" USING btree ("second_image_id");
  CREATE INDEX "pages_blocks_name_prompt_order_idx" ON "pages_blocks_name_prompt" USING btree ("_order");
  CREATE INDEX "pages_blocks_name_prompt_parent_id_idx" ON "pages_blocks_name_prompt" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_name_prompt_path_idx" ON "pages_blocks_name_prompt" USING btree ("_path");
  CREATE INDEX "pages_blocks_name_prompt_locale_idx" ON "pages_blocks_name_prompt" USING btree ("_locale");
  CREATE INDEX "pages_blocks_entry_points_entries_order_idx" ON "pages_blocks_entry_points_entries" USING btree ("_order");
  CREATE INDEX "pages_blocks_entry_points_entries_parent_id_idx" ON "pages_blocks_entry_points_entries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_entry_points_entries_locale_idx" ON "pages_blocks_entry_points_entries" USING btree ("_locale");
  CREATE INDEX "pages_blocks_entry_points_entries_image_idx" ON "pages_blocks_entry_points_entries" USING btree ("image_id");
  CREATE INDEX "pages_blocks_entry_points_order_idx" ON "pages_blocks_entry_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_entry_points_parent_id_idx" ON "pages_blocks_entry_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_entry_points_path_idx" ON "pages_blocks_entry_points" USING btree ("_path");
  CREATE INDEX "pages_blocks_entry_points_locale_idx" ON "pages_blocks_entry_points" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_mascot_greetings" CASCADE;
  DROP TABLE "pages_blocks_mascot" CASCADE;
  DROP TABLE "pages_blocks_name_prompt" CASCADE;
  DROP TABLE "pages_blocks_entry_points_entries" CASCADE;
  DROP TABLE "pages_blocks_entry_points" CASCADE;
  ALTER TABLE "trads_content_locales" DROP COLUMN "home_entry_points";
  ALTER TABLE "trads_content_locales" DROP COLUMN "home_prompt_hint";
  DROP TYPE "public"."enum_pages_blocks_entry_points_entries_kind";`)
}
