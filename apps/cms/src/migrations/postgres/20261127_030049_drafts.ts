import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_entry_points_entries_kind" AS ENUM('discover', 'overview', 'learn-more', 'subsidiaries', 'submit-project');
  CREATE TYPE "public"."enum__pages_v_version_template" AS ENUM('default', 'index', 'contact', 'subsidiaries', 'news', 'offers', 'coworking', 'day-at-the-company', 'spontaneous-application');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_subsidiaries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__subsidiaries_v_version_transport_mode" AS ENUM('metro', 'tram', 'bus', 'train', 'bike');
  CREATE TYPE "public"."enum__subsidiaries_v_version_region" AS ENUM('europe', 'north-america');
  CREATE TYPE "public"."enum__subsidiaries_v_version_country" AS ENUM('FR', 'BE', 'CH', 'ES', 'DE', 'CA', 'US');
  CREATE TYPE "public"."enum__subsidiaries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__subsidiaries_v_published_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_coworking_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coworking_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coworking_v_published_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_day_at_dav_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__day_at_dav_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__day_at_dav_v_published_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"surtitle" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_know_more" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_gallery_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mascot_greetings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mascot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"second_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_name_prompt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"placeholder" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_entry_points_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_entry_points_entries_kind",
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_entry_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_template" "enum__pages_v_version_template" DEFAULT 'default',
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_subsidiaries_v_version_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_subsidiaries_v_version_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_subsidiaries_v_version_transport" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__subsidiaries_v_version_transport_mode",
  	"line" varchar,
  	"stop" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_subsidiaries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_region" "enum__subsidiaries_v_version_region" DEFAULT 'europe',
  	"version_country" "enum__subsidiaries_v_version_country" DEFAULT 'FR',
  	"version_cover_id" integer,
  	"version_seo_image_id" integer,
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_city" varchar,
  	"version_coordinates_latitude" numeric,
  	"version_coordinates_longitude" numeric,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__subsidiaries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__subsidiaries_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_subsidiaries_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_presentation" jsonb,
  	"version_know_more_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_subsidiaries_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_subsidiaries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"expertises_id" integer
  );
  
  CREATE TABLE "_coworking_v_version_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_coworking_v_version_details_locales" (
  	"label" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coworking_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_day_rate_price" numeric,
  	"version_week_rate_price" numeric,
  	"version_month_rate_price" numeric,
  	"version_address" varchar,
  	"version_itinerary_url" varchar,
  	"version__status" "enum__coworking_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__coworking_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_coworking_v_locales" (
  	"version_form_title" varchar,
  	"version_form_message" varchar,
  	"version_presentation_title" varchar,
  	"version_presentation_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coworking_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_day_at_dav_v_version_themes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"seo_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_day_at_dav_v_version_themes_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_day_at_dav_v_version_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"price_per_day" numeric,
  	"seo_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_day_at_dav_v_version_rooms_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_day_at_dav_v_version_lunches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"seo_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_day_at_dav_v_version_lunches_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_day_at_dav_v_version_goodies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"seo_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_day_at_dav_v_version_goodies_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_day_at_dav_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__day_at_dav_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__day_at_dav_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_day_at_dav_v_locales" (
  	"version_intro_title" varchar,
  	"version_intro_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_text" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_know_more_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_know_more_items" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_know_more" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_media_gallery_gallery" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_media_gallery" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_mascot_greetings" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_mascot" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_mascot" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_name_prompt" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_name_prompt" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "template" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "subsidiaries_clients" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "subsidiaries_know_more_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "subsidiaries_know_more_items" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "subsidiaries_transport" ALTER COLUMN "mode" DROP NOT NULL;
  ALTER TABLE "subsidiaries_transport" ALTER COLUMN "line" DROP NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "region" DROP NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "subsidiaries_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "coworking_details_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "coworking_details_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "day_at_dav_themes_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "day_at_dav_rooms_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "day_at_dav_lunches_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "day_at_dav_goodies_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "subsidiaries" ADD COLUMN "_status" "enum_subsidiaries_status" DEFAULT 'draft';
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_offers_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "coworking" ADD COLUMN "_status" "enum_coworking_status" DEFAULT 'draft';
  ALTER TABLE "day_at_dav" ADD COLUMN "_status" "enum_day_at_dav_status" DEFAULT 'draft';
  -- Content from before drafts was on the site: it stays published (the column's default is a draft).
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "subsidiaries" SET "_status" = 'published';
  UPDATE "coworking" SET "_status" = 'published';
  UPDATE "day_at_dav" SET "_status" = 'published';
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_know_more_items" ADD CONSTRAINT "_pages_v_blocks_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_know_more_items" ADD CONSTRAINT "_pages_v_blocks_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_know_more"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_know_more" ADD CONSTRAINT "_pages_v_blocks_know_more_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_gallery_gallery" ADD CONSTRAINT "_pages_v_blocks_media_gallery_gallery_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_gallery_gallery" ADD CONSTRAINT "_pages_v_blocks_media_gallery_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_gallery" ADD CONSTRAINT "_pages_v_blocks_media_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mascot_greetings" ADD CONSTRAINT "_pages_v_blocks_mascot_greetings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mascot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mascot" ADD CONSTRAINT "_pages_v_blocks_mascot_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mascot" ADD CONSTRAINT "_pages_v_blocks_mascot_second_image_id_media_id_fk" FOREIGN KEY ("second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mascot" ADD CONSTRAINT "_pages_v_blocks_mascot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_name_prompt" ADD CONSTRAINT "_pages_v_blocks_name_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_entry_points_entries" ADD CONSTRAINT "_pages_v_blocks_entry_points_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_entry_points_entries" ADD CONSTRAINT "_pages_v_blocks_entry_points_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_entry_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_entry_points" ADD CONSTRAINT "_pages_v_blocks_entry_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_version_clients" ADD CONSTRAINT "_subsidiaries_v_version_clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_version_clients" ADD CONSTRAINT "_subsidiaries_v_version_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_version_know_more_items" ADD CONSTRAINT "_subsidiaries_v_version_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_version_know_more_items" ADD CONSTRAINT "_subsidiaries_v_version_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_version_transport" ADD CONSTRAINT "_subsidiaries_v_version_transport_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v" ADD CONSTRAINT "_subsidiaries_v_parent_id_subsidiaries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v" ADD CONSTRAINT "_subsidiaries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v" ADD CONSTRAINT "_subsidiaries_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_locales" ADD CONSTRAINT "_subsidiaries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_texts" ADD CONSTRAINT "_subsidiaries_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_rels" ADD CONSTRAINT "_subsidiaries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_subsidiaries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_rels" ADD CONSTRAINT "_subsidiaries_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_subsidiaries_v_rels" ADD CONSTRAINT "_subsidiaries_v_rels_expertises_fk" FOREIGN KEY ("expertises_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coworking_v_version_details" ADD CONSTRAINT "_coworking_v_version_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coworking_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coworking_v_version_details_locales" ADD CONSTRAINT "_coworking_v_version_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coworking_v_version_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coworking_v_locales" ADD CONSTRAINT "_coworking_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coworking_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coworking_v_rels" ADD CONSTRAINT "_coworking_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_coworking_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coworking_v_rels" ADD CONSTRAINT "_coworking_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_themes" ADD CONSTRAINT "_day_at_dav_v_version_themes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_themes" ADD CONSTRAINT "_day_at_dav_v_version_themes_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_themes" ADD CONSTRAINT "_day_at_dav_v_version_themes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_themes_locales" ADD CONSTRAINT "_day_at_dav_v_version_themes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v_version_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_rooms" ADD CONSTRAINT "_day_at_dav_v_version_rooms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_rooms" ADD CONSTRAINT "_day_at_dav_v_version_rooms_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_rooms" ADD CONSTRAINT "_day_at_dav_v_version_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_rooms_locales" ADD CONSTRAINT "_day_at_dav_v_version_rooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v_version_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_lunches" ADD CONSTRAINT "_day_at_dav_v_version_lunches_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_lunches" ADD CONSTRAINT "_day_at_dav_v_version_lunches_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_lunches" ADD CONSTRAINT "_day_at_dav_v_version_lunches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_lunches_locales" ADD CONSTRAINT "_day_at_dav_v_version_lunches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v_version_lunches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_goodies" ADD CONSTRAINT "_day_at_dav_v_version_goodies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_goodies" ADD CONSTRAINT "_day_at_dav_v_version_goodies_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_goodies" ADD CONSTRAINT "_day_at_dav_v_version_goodies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_version_goodies_locales" ADD CONSTRAINT "_day_at_dav_v_version_goodies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v_version_goodies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_day_at_dav_v_locales" ADD CONSTRAINT "_day_at_dav_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_day_at_dav_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_locale_idx" ON "_pages_v_blocks_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_locale_idx" ON "_pages_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_know_more_items_order_idx" ON "_pages_v_blocks_know_more_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_know_more_items_parent_id_idx" ON "_pages_v_blocks_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_know_more_items_locale_idx" ON "_pages_v_blocks_know_more_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_know_more_items_image_idx" ON "_pages_v_blocks_know_more_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_know_more_order_idx" ON "_pages_v_blocks_know_more" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_know_more_parent_id_idx" ON "_pages_v_blocks_know_more" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_know_more_path_idx" ON "_pages_v_blocks_know_more" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_know_more_locale_idx" ON "_pages_v_blocks_know_more" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_gallery_gallery_order_idx" ON "_pages_v_blocks_media_gallery_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_gallery_gallery_parent_id_idx" ON "_pages_v_blocks_media_gallery_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_gallery_gallery_locale_idx" ON "_pages_v_blocks_media_gallery_gallery" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_gallery_gallery_media_idx" ON "_pages_v_blocks_media_gallery_gallery" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_media_gallery_order_idx" ON "_pages_v_blocks_media_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_gallery_parent_id_idx" ON "_pages_v_blocks_media_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_gallery_path_idx" ON "_pages_v_blocks_media_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_gallery_locale_idx" ON "_pages_v_blocks_media_gallery" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mascot_greetings_order_idx" ON "_pages_v_blocks_mascot_greetings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mascot_greetings_parent_id_idx" ON "_pages_v_blocks_mascot_greetings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mascot_greetings_locale_idx" ON "_pages_v_blocks_mascot_greetings" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mascot_order_idx" ON "_pages_v_blocks_mascot" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mascot_parent_id_idx" ON "_pages_v_blocks_mascot" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mascot_path_idx" ON "_pages_v_blocks_mascot" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_mascot_locale_idx" ON "_pages_v_blocks_mascot" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_mascot_image_idx" ON "_pages_v_blocks_mascot" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_mascot_second_image_idx" ON "_pages_v_blocks_mascot" USING btree ("second_image_id");
  CREATE INDEX "_pages_v_blocks_name_prompt_order_idx" ON "_pages_v_blocks_name_prompt" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_name_prompt_parent_id_idx" ON "_pages_v_blocks_name_prompt" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_name_prompt_path_idx" ON "_pages_v_blocks_name_prompt" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_name_prompt_locale_idx" ON "_pages_v_blocks_name_prompt" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_entry_points_entries_order_idx" ON "_pages_v_blocks_entry_points_entries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_entry_points_entries_parent_id_idx" ON "_pages_v_blocks_entry_points_entries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_entry_points_entries_locale_idx" ON "_pages_v_blocks_entry_points_entries" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_entry_points_entries_image_idx" ON "_pages_v_blocks_entry_points_entries" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_entry_points_order_idx" ON "_pages_v_blocks_entry_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_entry_points_parent_id_idx" ON "_pages_v_blocks_entry_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_entry_points_path_idx" ON "_pages_v_blocks_entry_points" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_entry_points_locale_idx" ON "_pages_v_blocks_entry_points" USING btree ("_locale");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_subsidiaries_v_version_clients_order_idx" ON "_subsidiaries_v_version_clients" USING btree ("_order");
  CREATE INDEX "_subsidiaries_v_version_clients_parent_id_idx" ON "_subsidiaries_v_version_clients" USING btree ("_parent_id");
  CREATE INDEX "_subsidiaries_v_version_clients_logo_idx" ON "_subsidiaries_v_version_clients" USING btree ("logo_id");
  CREATE INDEX "_subsidiaries_v_version_know_more_items_order_idx" ON "_subsidiaries_v_version_know_more_items" USING btree ("_order");
  CREATE INDEX "_subsidiaries_v_version_know_more_items_parent_id_idx" ON "_subsidiaries_v_version_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "_subsidiaries_v_version_know_more_items_locale_idx" ON "_subsidiaries_v_version_know_more_items" USING btree ("_locale");
  CREATE INDEX "_subsidiaries_v_version_know_more_items_image_idx" ON "_subsidiaries_v_version_know_more_items" USING btree ("image_id");
  CREATE INDEX "_subsidiaries_v_version_transport_order_idx" ON "_subsidiaries_v_version_transport" USING btree ("_order");
  CREATE INDEX "_subsidiaries_v_version_transport_parent_id_idx" ON "_subsidiaries_v_version_transport" USING btree ("_parent_id");
  CREATE INDEX "_subsidiaries_v_parent_idx" ON "_subsidiaries_v" USING btree ("parent_id");
  CREATE INDEX "_subsidiaries_v_version_version_slug_idx" ON "_subsidiaries_v" USING btree ("version_slug");
  CREATE INDEX "_subsidiaries_v_version_version_cover_idx" ON "_subsidiaries_v" USING btree ("version_cover_id");
  CREATE INDEX "_subsidiaries_v_version_seo_version_seo_image_idx" ON "_subsidiaries_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_subsidiaries_v_version_version_updated_at_idx" ON "_subsidiaries_v" USING btree ("version_updated_at");
  CREATE INDEX "_subsidiaries_v_version_version_created_at_idx" ON "_subsidiaries_v" USING btree ("version_created_at");
  CREATE INDEX "_subsidiaries_v_version_version__status_idx" ON "_subsidiaries_v" USING btree ("version__status");
  CREATE INDEX "_subsidiaries_v_created_at_idx" ON "_subsidiaries_v" USING btree ("created_at");
  CREATE INDEX "_subsidiaries_v_updated_at_idx" ON "_subsidiaries_v" USING btree ("updated_at");
  CREATE INDEX "_subsidiaries_v_snapshot_idx" ON "_subsidiaries_v" USING btree ("snapshot");
  CREATE INDEX "_subsidiaries_v_published_locale_idx" ON "_subsidiaries_v" USING btree ("published_locale");
  CREATE INDEX "_subsidiaries_v_latest_idx" ON "_subsidiaries_v" USING btree ("latest");
  CREATE INDEX "_subsidiaries_v_autosave_idx" ON "_subsidiaries_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_subsidiaries_v_locales_locale_parent_id_unique" ON "_subsidiaries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_subsidiaries_v_texts_order_parent" ON "_subsidiaries_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_subsidiaries_v_rels_order_idx" ON "_subsidiaries_v_rels" USING btree ("order");
  CREATE INDEX "_subsidiaries_v_rels_parent_idx" ON "_subsidiaries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_subsidiaries_v_rels_path_idx" ON "_subsidiaries_v_rels" USING btree ("path");
  CREATE INDEX "_subsidiaries_v_rels_media_id_idx" ON "_subsidiaries_v_rels" USING btree ("media_id");
  CREATE INDEX "_subsidiaries_v_rels_expertises_id_idx" ON "_subsidiaries_v_rels" USING btree ("expertises_id");
  CREATE INDEX "_coworking_v_version_details_order_idx" ON "_coworking_v_version_details" USING btree ("_order");
  CREATE INDEX "_coworking_v_version_details_parent_id_idx" ON "_coworking_v_version_details" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_coworking_v_version_details_locales_locale_parent_id_unique" ON "_coworking_v_version_details_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coworking_v_version_version__status_idx" ON "_coworking_v" USING btree ("version__status");
  CREATE INDEX "_coworking_v_created_at_idx" ON "_coworking_v" USING btree ("created_at");
  CREATE INDEX "_coworking_v_updated_at_idx" ON "_coworking_v" USING btree ("updated_at");
  CREATE INDEX "_coworking_v_snapshot_idx" ON "_coworking_v" USING btree ("snapshot");
  CREATE INDEX "_coworking_v_published_locale_idx" ON "_coworking_v" USING btree ("published_locale");
  CREATE INDEX "_coworking_v_latest_idx" ON "_coworking_v" USING btree ("latest");
  CREATE INDEX "_coworking_v_autosave_idx" ON "_coworking_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_coworking_v_locales_locale_parent_id_unique" ON "_coworking_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coworking_v_rels_order_idx" ON "_coworking_v_rels" USING btree ("order");
  CREATE INDEX "_coworking_v_rels_parent_idx" ON "_coworking_v_rels" USING btree ("parent_id");
  CREATE INDEX "_coworking_v_rels_path_idx" ON "_coworking_v_rels" USING btree ("path");
  CREATE INDEX "_coworking_v_rels_media_id_idx" ON "_coworking_v_rels" USING btree ("media_id");
  CREATE INDEX "_day_at_dav_v_version_themes_order_idx" ON "_day_at_dav_v_version_themes" USING btree ("_order");
  CREATE INDEX "_day_at_dav_v_version_themes_parent_id_idx" ON "_day_at_dav_v_version_themes" USING btree ("_parent_id");
  CREATE INDEX "_day_at_dav_v_version_themes_image_idx" ON "_day_at_dav_v_version_themes" USING btree ("image_id");
  CREATE INDEX "_day_at_dav_v_version_themes_seo_seo_image_idx" ON "_day_at_dav_v_version_themes" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "_day_at_dav_v_version_themes_locales_locale_parent_id_unique" ON "_day_at_dav_v_version_themes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_day_at_dav_v_version_rooms_order_idx" ON "_day_at_dav_v_version_rooms" USING btree ("_order");
  CREATE INDEX "_day_at_dav_v_version_rooms_parent_id_idx" ON "_day_at_dav_v_version_rooms" USING btree ("_parent_id");
  CREATE INDEX "_day_at_dav_v_version_rooms_image_idx" ON "_day_at_dav_v_version_rooms" USING btree ("image_id");
  CREATE INDEX "_day_at_dav_v_version_rooms_seo_seo_image_idx" ON "_day_at_dav_v_version_rooms" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "_day_at_dav_v_version_rooms_locales_locale_parent_id_unique" ON "_day_at_dav_v_version_rooms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_day_at_dav_v_version_lunches_order_idx" ON "_day_at_dav_v_version_lunches" USING btree ("_order");
  CREATE INDEX "_day_at_dav_v_version_lunches_parent_id_idx" ON "_day_at_dav_v_version_lunches" USING btree ("_parent_id");
  CREATE INDEX "_day_at_dav_v_version_lunches_image_idx" ON "_day_at_dav_v_version_lunches" USING btree ("image_id");
  CREATE INDEX "_day_at_dav_v_version_lunches_seo_seo_image_idx" ON "_day_at_dav_v_version_lunches" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "_day_at_dav_v_version_lunches_locales_locale_parent_id_uniqu" ON "_day_at_dav_v_version_lunches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_day_at_dav_v_version_goodies_order_idx" ON "_day_at_dav_v_version_goodies" USING btree ("_order");
  CREATE INDEX "_day_at_dav_v_version_goodies_parent_id_idx" ON "_day_at_dav_v_version_goodies" USING btree ("_parent_id");
  CREATE INDEX "_day_at_dav_v_version_goodies_image_idx" ON "_day_at_dav_v_version_goodies" USING btree ("image_id");
  CREATE INDEX "_day_at_dav_v_version_goodies_seo_seo_image_idx" ON "_day_at_dav_v_version_goodies" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "_day_at_dav_v_version_goodies_locales_locale_parent_id_uniqu" ON "_day_at_dav_v_version_goodies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_day_at_dav_v_version_version__status_idx" ON "_day_at_dav_v" USING btree ("version__status");
  CREATE INDEX "_day_at_dav_v_created_at_idx" ON "_day_at_dav_v" USING btree ("created_at");
  CREATE INDEX "_day_at_dav_v_updated_at_idx" ON "_day_at_dav_v" USING btree ("updated_at");
  CREATE INDEX "_day_at_dav_v_snapshot_idx" ON "_day_at_dav_v" USING btree ("snapshot");
  CREATE INDEX "_day_at_dav_v_published_locale_idx" ON "_day_at_dav_v" USING btree ("published_locale");
  CREATE INDEX "_day_at_dav_v_latest_idx" ON "_day_at_dav_v" USING btree ("latest");
  CREATE INDEX "_day_at_dav_v_autosave_idx" ON "_day_at_dav_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_day_at_dav_v_locales_locale_parent_id_unique" ON "_day_at_dav_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "subsidiaries__status_idx" ON "subsidiaries" USING btree ("_status");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_offers_v_autosave_idx" ON "_offers_v" USING btree ("autosave");
  CREATE INDEX "coworking__status_idx" ON "coworking" USING btree ("_status");
  CREATE INDEX "day_at_dav__status_idx" ON "day_at_dav" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_know_more" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_gallery_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mascot_greetings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mascot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_name_prompt" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_entry_points_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_entry_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_version_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_version_know_more_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_version_transport" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_subsidiaries_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coworking_v_version_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coworking_v_version_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coworking_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coworking_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coworking_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_themes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_themes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_rooms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_lunches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_lunches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_goodies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_version_goodies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_day_at_dav_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_know_more_items" CASCADE;
  DROP TABLE "_pages_v_blocks_know_more" CASCADE;
  DROP TABLE "_pages_v_blocks_media_gallery_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_media_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_mascot_greetings" CASCADE;
  DROP TABLE "_pages_v_blocks_mascot" CASCADE;
  DROP TABLE "_pages_v_blocks_name_prompt" CASCADE;
  DROP TABLE "_pages_v_blocks_entry_points_entries" CASCADE;
  DROP TABLE "_pages_v_blocks_entry_points" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_subsidiaries_v_version_clients" CASCADE;
  DROP TABLE "_subsidiaries_v_version_know_more_items" CASCADE;
  DROP TABLE "_subsidiaries_v_version_transport" CASCADE;
  DROP TABLE "_subsidiaries_v" CASCADE;
  DROP TABLE "_subsidiaries_v_locales" CASCADE;
  DROP TABLE "_subsidiaries_v_texts" CASCADE;
  DROP TABLE "_subsidiaries_v_rels" CASCADE;
  DROP TABLE "_coworking_v_version_details" CASCADE;
  DROP TABLE "_coworking_v_version_details_locales" CASCADE;
  DROP TABLE "_coworking_v" CASCADE;
  DROP TABLE "_coworking_v_locales" CASCADE;
  DROP TABLE "_coworking_v_rels" CASCADE;
  DROP TABLE "_day_at_dav_v_version_themes" CASCADE;
  DROP TABLE "_day_at_dav_v_version_themes_locales" CASCADE;
  DROP TABLE "_day_at_dav_v_version_rooms" CASCADE;
  DROP TABLE "_day_at_dav_v_version_rooms_locales" CASCADE;
  DROP TABLE "_day_at_dav_v_version_lunches" CASCADE;
  DROP TABLE "_day_at_dav_v_version_lunches_locales" CASCADE;
  DROP TABLE "_day_at_dav_v_version_goodies" CASCADE;
  DROP TABLE "_day_at_dav_v_version_goodies_locales" CASCADE;
  DROP TABLE "_day_at_dav_v" CASCADE;
  DROP TABLE "_day_at_dav_v_locales" CASCADE;
  DROP INDEX "pages__status_idx";
  DROP INDEX "subsidiaries__status_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "_offers_v_autosave_idx";
  DROP INDEX "coworking__status_idx";
  DROP INDEX "day_at_dav__status_idx";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_text" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_know_more_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_know_more_items" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_know_more" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_media_gallery_gallery" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_media_gallery" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_mascot_greetings" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_mascot" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_mascot" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_name_prompt" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_name_prompt" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_entry_points_entries" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "template" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "subsidiaries_clients" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "subsidiaries_know_more_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "subsidiaries_know_more_items" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "subsidiaries_transport" ALTER COLUMN "mode" SET NOT NULL;
  ALTER TABLE "subsidiaries_transport" ALTER COLUMN "line" SET NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "region" SET NOT NULL;
  ALTER TABLE "subsidiaries" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "subsidiaries_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "coworking_details_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "coworking_details_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "day_at_dav_themes_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "day_at_dav_rooms_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "day_at_dav_lunches_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "day_at_dav_goodies_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "subsidiaries" DROP COLUMN "_status";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "_offers_v" DROP COLUMN "autosave";
  ALTER TABLE "coworking" DROP COLUMN "_status";
  ALTER TABLE "day_at_dav" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_entry_points_entries_kind";
  DROP TYPE "public"."enum__pages_v_version_template";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_subsidiaries_status";
  DROP TYPE "public"."enum__subsidiaries_v_version_transport_mode";
  DROP TYPE "public"."enum__subsidiaries_v_version_region";
  DROP TYPE "public"."enum__subsidiaries_v_version_country";
  DROP TYPE "public"."enum__subsidiaries_v_version_status";
  DROP TYPE "public"."enum__subsidiaries_v_published_locale";
  DROP TYPE "public"."enum_coworking_status";
  DROP TYPE "public"."enum__coworking_v_version_status";
  DROP TYPE "public"."enum__coworking_v_published_locale";
  DROP TYPE "public"."enum_day_at_dav_status";
  DROP TYPE "public"."enum__day_at_dav_v_version_status";
  DROP TYPE "public"."enum__day_at_dav_v_published_locale";`)
}
