import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_day_requests_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TABLE "day_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"values" jsonb NOT NULL,
  	"locale" "enum_day_requests_locale" NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "day_at_dav_themes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "day_at_dav_themes_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "day_at_dav_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"price_per_day" numeric
  );
  
  CREATE TABLE "day_at_dav_rooms_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "day_at_dav_lunches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "day_at_dav_lunches_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "day_at_dav_goodies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "day_at_dav_goodies_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "day_at_dav" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "day_at_dav_locales" (
  	"intro_title" varchar,
  	"intro_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "day_requests_id" integer;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_day_heading" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_day_message" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_back_day" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_title" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_slider" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_progress" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_step_theme" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_step_room" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_step_lunch" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_step_goodie" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_step_summary" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_next" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_skip" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_back" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_select" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_selected" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_quantity_room" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_quantity_lunch" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_quantity_goodie" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_quantity_hint" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_theme_missing" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_price_per_day" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_empty" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_summary_title" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_summary_none" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_kind_theme" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_kind_room" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_kind_lunch" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_kind_goodie" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_form_title" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_noscript" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_contact" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_announce" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_summary_line" varchar;
  ALTER TABLE "day_at_dav_themes" ADD CONSTRAINT "day_at_dav_themes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_themes" ADD CONSTRAINT "day_at_dav_themes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_themes_locales" ADD CONSTRAINT "day_at_dav_themes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_rooms" ADD CONSTRAINT "day_at_dav_rooms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_rooms" ADD CONSTRAINT "day_at_dav_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_rooms_locales" ADD CONSTRAINT "day_at_dav_rooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_lunches" ADD CONSTRAINT "day_at_dav_lunches_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_lunches" ADD CONSTRAINT "day_at_dav_lunches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_lunches_locales" ADD CONSTRAINT "day_at_dav_lunches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav_lunches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_goodies" ADD CONSTRAINT "day_at_dav_goodies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_goodies" ADD CONSTRAINT "day_at_dav_goodies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_goodies_locales" ADD CONSTRAINT "day_at_dav_goodies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav_goodies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "day_at_dav_locales" ADD CONSTRAINT "day_at_dav_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."day_at_dav"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "day_requests_updated_at_idx" ON "day_requests" USING btree ("updated_at");
  CREATE INDEX "day_requests_created_at_idx" ON "day_requests" USING btree ("created_at");
  CREATE INDEX "day_at_dav_themes_order_idx" ON "day_at_dav_themes" USING btree ("_order");
  CREATE INDEX "day_at_dav_themes_parent_id_idx" ON "day_at_dav_themes" USING btree ("_parent_id");
  CREATE INDEX "day_at_dav_themes_image_idx" ON "day_at_dav_themes" USING btree ("image_id");
  CREATE UNIQUE INDEX "day_at_dav_themes_locales_locale_parent_id_unique" ON "day_at_dav_themes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "day_at_dav_rooms_order_idx" ON "day_at_dav_rooms" USING btree ("_order");
  CREATE INDEX "day_at_dav_rooms_parent_id_idx" ON "day_at_dav_rooms" USING btree ("_parent_id");
  CREATE INDEX "day_at_dav_rooms_image_idx" ON "day_at_dav_rooms" USING btree ("image_id");
  CREATE UNIQUE INDEX "day_at_dav_rooms_locales_locale_parent_id_unique" ON "day_at_dav_rooms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "day_at_dav_lunches_order_idx" ON "day_at_dav_lunches" USING btree ("_order");
  CREATE INDEX "day_at_dav_lunches_parent_id_idx" ON "day_at_dav_lunches" USING btree ("_parent_id");
  CREATE INDEX "day_at_dav_lunches_image_idx" ON "day_at_dav_lunches" USING btree ("image_id");
  CREATE UNIQUE INDEX "day_at_dav_lunches_locales_locale_parent_id_unique" ON "day_at_dav_lunches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "day_at_dav_goodies_order_idx" ON "day_at_dav_goodies" USING btree ("_order");
  CREATE INDEX "day_at_dav_goodies_parent_id_idx" ON "day_at_dav_goodies" USING btree ("_parent_id");
  CREATE INDEX "day_at_dav_goodies_image_idx" ON "day_at_dav_goodies" USING btree ("image_id");
  CREATE UNIQUE INDEX "day_at_dav_goodies_locales_locale_parent_id_unique" ON "day_at_dav_goodies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "day_at_dav_locales_locale_parent_id_unique" ON "day_at_dav_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_day_requests_fk" FOREIGN KEY ("day_requests_id") REFERENCES "public"."day_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_day_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("day_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "day_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_themes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_themes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_rooms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_lunches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_lunches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_goodies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_goodies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "day_at_dav_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "day_requests" CASCADE;
  DROP TABLE "day_at_dav_themes" CASCADE;
  DROP TABLE "day_at_dav_themes_locales" CASCADE;
  DROP TABLE "day_at_dav_rooms" CASCADE;
  DROP TABLE "day_at_dav_rooms_locales" CASCADE;
  DROP TABLE "day_at_dav_lunches" CASCADE;
  DROP TABLE "day_at_dav_lunches_locales" CASCADE;
  DROP TABLE "day_at_dav_goodies" CASCADE;
  DROP TABLE "day_at_dav_goodies_locales" CASCADE;
  DROP TABLE "day_at_dav" CASCADE;
  DROP TABLE "day_at_dav_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_day_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_day_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "day_requests_id";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_day_heading";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_day_message";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_back_day";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_title";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_slider";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_progress";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_step_theme";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_step_room";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_step_lunch";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_step_goodie";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_step_summary";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_next";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_skip";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_back";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_select";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_selected";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_quantity_room";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_quantity_lunch";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_quantity_goodie";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_quantity_hint";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_theme_missing";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_price_per_day";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_empty";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_summary_title";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_summary_none";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_kind_theme";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_kind_room";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_kind_lunch";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_kind_goodie";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_form_title";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_noscript";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_contact";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_announce";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_summary_line";
  DROP TYPE "public"."enum_day_requests_locale";`)
}
