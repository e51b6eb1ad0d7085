import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_entry_points_entries_kind" AS ENUM('discover', 'overview', 'learn-more', 'subsidiaries', 'submit-project');
  CREATE TYPE "public"."enum_subsidiaries_transport_mode" AS ENUM('metro', 'tram', 'bus', 'train', 'bike');
  CREATE TABLE "pages_blocks_media_gallery_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_media_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
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
  
  CREATE TABLE "subsidiaries_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "subsidiaries_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "subsidiaries_transport" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_subsidiaries_transport_mode" NOT NULL,
  	"line" varchar NOT NULL,
  	"stop" varchar
  );
  
  CREATE TABLE "subsidiaries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"expertises_id" integer
  );
  
  CREATE TABLE "posts_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "_posts_v_version_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "offers_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "_offers_v_version_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "trads_subsidiaries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_subsidiaries_locales" (
  	"subsidiaries_title" varchar,
  	"subsidiaries_intro" varchar,
  	"subsidiaries_list_title" varchar,
  	"subsidiaries_filters" varchar,
  	"subsidiaries_region" varchar,
  	"subsidiaries_all_regions" varchar,
  	"subsidiaries_europe" varchar,
  	"subsidiaries_north_america" varchar,
  	"subsidiaries_expertise" varchar,
  	"subsidiaries_all_expertises" varchar,
  	"subsidiaries_apply" varchar,
  	"subsidiaries_map" varchar,
  	"subsidiaries_count" varchar,
  	"subsidiaries_none" varchar,
  	"subsidiaries_show_all" varchar,
  	"subsidiaries_pin" varchar,
  	"subsidiaries_on_this_page" varchar,
  	"subsidiaries_presentation" varchar,
  	"subsidiaries_gallery" varchar,
  	"subsidiaries_expertises" varchar,
  	"subsidiaries_clients" varchar,
  	"subsidiaries_news" varchar,
  	"subsidiaries_offers" varchar,
  	"subsidiaries_job_button" varchar,
  	"subsidiaries_mission_button" varchar,
  	"subsidiaries_show_map" varchar,
  	"subsidiaries_show_transport" varchar,
  	"subsidiaries_map_title" varchar,
  	"subsidiaries_map_of" varchar,
  	"subsidiaries_transport_title" varchar,
  	"subsidiaries_no_transport" varchar,
  	"subsidiaries_close" varchar,
  	"subsidiaries_address" varchar,
  	"subsidiaries_open_map" varchar,
  	"subsidiaries_mode_metro" varchar,
  	"subsidiaries_mode_tram" varchar,
  	"subsidiaries_mode_bus" varchar,
  	"subsidiaries_mode_train" varchar,
  	"subsidiaries_mode_bike" varchar,
  	"subsidiaries_stop" varchar,
  	"subsidiaries_more_clients" varchar,
  	"subsidiaries_all_news" varchar,
  	"subsidiaries_no_news" varchar,
  	"subsidiaries_all_offers" varchar,
  	"subsidiaries_no_offers" varchar,
  	"subsidiaries_spontaneous" varchar,
  	"subsidiaries_contact" varchar,
  	"subsidiaries_email" varchar,
  	"subsidiaries_phone" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "poster_id" integer;
  ALTER TABLE "media_locales" ADD COLUMN "captions_id" integer;
  ALTER TABLE "subsidiaries" ADD COLUMN "cover_id" integer;
  ALTER TABLE "subsidiaries" ADD COLUMN "address_street" varchar;
  ALTER TABLE "subsidiaries" ADD COLUMN "address_postal_code" varchar;
  ALTER TABLE "subsidiaries" ADD COLUMN "address_city" varchar;
  ALTER TABLE "subsidiaries" ADD COLUMN "coordinates_latitude" numeric;
  ALTER TABLE "subsidiaries" ADD COLUMN "coordinates_longitude" numeric;
  ALTER TABLE "subsidiaries" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "subsidiaries" ADD COLUMN "contact_phone" varchar;
  ALTER TABLE "subsidiaries_locales" ADD COLUMN "intro" varchar;
  ALTER TABLE "subsidiaries_locales" ADD COLUMN "presentation" jsonb;
  ALTER TABLE "subsidiaries_locales" ADD COLUMN "know_more_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "know_more_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_know_more_title" varchar;
  ALTER TABLE "offers_locales" ADD COLUMN "know_more_title" varchar;
  ALTER TABLE "_offers_v_locales" ADD COLUMN "version_know_more_title" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "home_entry_points" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "home_prompt_hint" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_play" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_pause" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_mute" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_unmute" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_captions_on" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_captions_off" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_fullscreen_enter" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_fullscreen_exit" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_seek" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_seek_value" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_open_image" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_open_video" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_close" varchar;
  ALTER TABLE "trads_content_locales" ADD COLUMN "media_download" varchar;
  ALTER TABLE "pages_blocks_media_gallery_gallery" ADD CONSTRAINT "pages_blocks_media_gallery_gallery_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_gallery_gallery" ADD CONSTRAINT "pages_blocks_media_gallery_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_gallery" ADD CONSTRAINT "pages_blocks_media_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot_greetings" ADD CONSTRAINT "pages_blocks_mascot_greetings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mascot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_second_image_id_media_id_fk" FOREIGN KEY ("second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_mascot" ADD CONSTRAINT "pages_blocks_mascot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_name_prompt" ADD CONSTRAINT "pages_blocks_name_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points_entries" ADD CONSTRAINT "pages_blocks_entry_points_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points_entries" ADD CONSTRAINT "pages_blocks_entry_points_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_entry_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_entry_points" ADD CONSTRAINT "pages_blocks_entry_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_clients" ADD CONSTRAINT "subsidiaries_clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidiaries_clients" ADD CONSTRAINT "subsidiaries_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_know_more_items" ADD CONSTRAINT "subsidiaries_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidiaries_know_more_items" ADD CONSTRAINT "subsidiaries_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_transport" ADD CONSTRAINT "subsidiaries_transport_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_rels" ADD CONSTRAINT "subsidiaries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_rels" ADD CONSTRAINT "subsidiaries_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_rels" ADD CONSTRAINT "subsidiaries_rels_expertises_fk" FOREIGN KEY ("expertises_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_know_more_items" ADD CONSTRAINT "posts_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_know_more_items" ADD CONSTRAINT "posts_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_know_more_items" ADD CONSTRAINT "_posts_v_version_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_version_know_more_items" ADD CONSTRAINT "_posts_v_version_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_know_more_items" ADD CONSTRAINT "offers_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_know_more_items" ADD CONSTRAINT "offers_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_know_more_items" ADD CONSTRAINT "_offers_v_version_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_version_know_more_items" ADD CONSTRAINT "_offers_v_version_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trads_subsidiaries_locales" ADD CONSTRAINT "trads_subsidiaries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_media_gallery_gallery_order_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_gallery_gallery_parent_id_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_gallery_gallery_locale_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_gallery_gallery_media_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("media_id");
  CREATE INDEX "pages_blocks_media_gallery_order_idx" ON "pages_blocks_media_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_gallery_parent_id_idx" ON "pages_blocks_media_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_gallery_path_idx" ON "pages_blocks_media_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_gallery_locale_idx" ON "pages_blocks_media_gallery" USING btree ("_locale");
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
  CREATE INDEX "pages_blocks_entry_points_locale_idx" ON "pages_blocks_entry_points" USING btree ("_locale");
  CREATE INDEX "subsidiaries_clients_order_idx" ON "subsidiaries_clients" USING btree ("_order");
  CREATE INDEX "subsidiaries_clients_parent_id_idx" ON "subsidiaries_clients" USING btree ("_parent_id");
  CREATE INDEX "subsidiaries_clients_logo_idx" ON "subsidiaries_clients" USING btree ("logo_id");
  CREATE INDEX "subsidiaries_know_more_items_order_idx" ON "subsidiaries_know_more_items" USING btree ("_order");
  CREATE INDEX "subsidiaries_know_more_items_parent_id_idx" ON "subsidiaries_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "subsidiaries_know_more_items_locale_idx" ON "subsidiaries_know_more_items" USING btree ("_locale");
  CREATE INDEX "subsidiaries_know_more_items_image_idx" ON "subsidiaries_know_more_items" USING btree ("image_id");
  CREATE INDEX "subsidiaries_transport_order_idx" ON "subsidiaries_transport" USING btree ("_order");
  CREATE INDEX "subsidiaries_transport_parent_id_idx" ON "subsidiaries_transport" USING btree ("_parent_id");
  CREATE INDEX "subsidiaries_rels_order_idx" ON "subsidiaries_rels" USING btree ("order");
  CREATE INDEX "subsidiaries_rels_parent_idx" ON "subsidiaries_rels" USING btree ("parent_id");
  CREATE INDEX "subsidiaries_rels_path_idx" ON "subsidiaries_rels" USING btree ("path");
  CREATE INDEX "subsidiaries_rels_media_id_idx" ON "subsidiaries_rels" USING btree ("media_id");
  CREATE INDEX "subsidiaries_rels_expertises_id_idx" ON "subsidiaries_rels" USING btree ("expertises_id");
  CREATE INDEX "posts_know_more_items_order_idx" ON "posts_know_more_items" USING btree ("_order");
  CREATE INDEX "posts_know_more_items_parent_id_idx" ON "posts_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "posts_know_more_items_locale_idx" ON "posts_know_more_items" USING btree ("_locale");
  CREATE INDEX "posts_know_more_items_image_idx" ON "posts_know_more_items" USING btree ("image_id");
  CREATE INDEX "_posts_v_version_know_more_items_order_idx" ON "_posts_v_version_know_more_items" USING btree ("_order");
  CREATE INDEX "_posts_v_version_know_more_items_parent_id_idx" ON "_posts_v_version_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_version_know_more_items_locale_idx" ON "_posts_v_version_know_more_items" USING btree ("_locale");
  CREATE INDEX "_posts_v_version_know_more_items_image_idx" ON "_posts_v_version_know_more_items" USING btree ("image_id");
  CREATE INDEX "offers_know_more_items_order_idx" ON "offers_know_more_items" USING btree ("_order");
  CREATE INDEX "offers_know_more_items_parent_id_idx" ON "offers_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "offers_know_more_items_locale_idx" ON "offers_know_more_items" USING btree ("_locale");
  CREATE INDEX "offers_know_more_items_image_idx" ON "offers_know_more_items" USING btree ("image_id");
  CREATE INDEX "_offers_v_version_know_more_items_order_idx" ON "_offers_v_version_know_more_items" USING btree ("_order");
  CREATE INDEX "_offers_v_version_know_more_items_parent_id_idx" ON "_offers_v_version_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_version_know_more_items_locale_idx" ON "_offers_v_version_know_more_items" USING btree ("_locale");
  CREATE INDEX "_offers_v_version_know_more_items_image_idx" ON "_offers_v_version_know_more_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "trads_subsidiaries_locales_locale_parent_id_unique" ON "trads_subsidiaries_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "media" ADD CONSTRAINT "media_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_poster_idx" ON "media" USING btree ("poster_id");
  CREATE INDEX "media_captions_idx" ON "media_locales" USING btree ("captions_id","_locale");
  CREATE INDEX "subsidiaries_cover_idx" ON "subsidiaries" USING btree ("cover_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_gallery_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mascot_greetings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mascot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_name_prompt" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_entry_points_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_entry_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_transport" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_version_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trads_subsidiaries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trads_subsidiaries_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_media_gallery_gallery" CASCADE;
  DROP TABLE "pages_blocks_media_gallery" CASCADE;
  DROP TABLE "pages_blocks_mascot_greetings" CASCADE;
  DROP TABLE "pages_blocks_mascot" CASCADE;
  DROP TABLE "pages_blocks_name_prompt" CASCADE;
  DROP TABLE "pages_blocks_entry_points_entries" CASCADE;
  DROP TABLE "pages_blocks_entry_points" CASCADE;
  DROP TABLE "subsidiaries_clients" CASCADE;
  DROP TABLE "subsidiaries_know_more_items" CASCADE;
  DROP TABLE "subsidiaries_transport" CASCADE;
  DROP TABLE "subsidiaries_rels" CASCADE;
  DROP TABLE "posts_know_more_items" CASCADE;
  DROP TABLE "_posts_v_version_know_more_items" CASCADE;
  DROP TABLE "offers_know_more_items" CASCADE;
  DROP TABLE "_offers_v_version_know_more_items" CASCADE;
  DROP TABLE "trads_subsidiaries" CASCADE;
  DROP TABLE "trads_subsidiaries_locales" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_poster_id_media_id_fk";
  
  ALTER TABLE "media_locales" DROP CONSTRAINT "media_locales_captions_id_media_id_fk";
  
  ALTER TABLE "subsidiaries" DROP CONSTRAINT "subsidiaries_cover_id_media_id_fk";
  
  DROP INDEX "media_poster_idx";
  DROP INDEX "media_captions_idx";
  DROP INDEX "subsidiaries_cover_idx";
  ALTER TABLE "media" DROP COLUMN "poster_id";
  ALTER TABLE "media_locales" DROP COLUMN "captions_id";
  ALTER TABLE "subsidiaries" DROP COLUMN "cover_id";
  ALTER TABLE "subsidiaries" DROP COLUMN "address_street";
  ALTER TABLE "subsidiaries" DROP COLUMN "address_postal_code";
  ALTER TABLE "subsidiaries" DROP COLUMN "address_city";
  ALTER TABLE "subsidiaries" DROP COLUMN "coordinates_latitude";
  ALTER TABLE "subsidiaries" DROP COLUMN "coordinates_longitude";
  ALTER TABLE "subsidiaries" DROP COLUMN "contact_email";
  ALTER TABLE "subsidiaries" DROP COLUMN "contact_phone";
  ALTER TABLE "subsidiaries_locales" DROP COLUMN "intro";
  ALTER TABLE "subsidiaries_locales" DROP COLUMN "presentation";
  ALTER TABLE "subsidiaries_locales" DROP COLUMN "know_more_title";
  ALTER TABLE "posts_locales" DROP COLUMN "know_more_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_know_more_title";
  ALTER TABLE "offers_locales" DROP COLUMN "know_more_title";
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_know_more_title";
  ALTER TABLE "trads_content_locales" DROP COLUMN "home_entry_points";
  ALTER TABLE "trads_content_locales" DROP COLUMN "home_prompt_hint";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_play";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_pause";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_mute";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_unmute";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_captions_on";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_captions_off";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_fullscreen_enter";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_fullscreen_exit";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_seek";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_seek_value";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_open_image";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_open_video";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_close";
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_download";
  DROP TYPE "public"."enum_pages_blocks_entry_points_entries_kind";
  DROP TYPE "public"."enum_subsidiaries_transport_mode";`)
}
