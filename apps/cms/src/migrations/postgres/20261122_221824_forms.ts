import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('text', 'email', 'number', 'select', 'checkbox', 'file', 'textarea', 'datepicker', 'time', 'hidden');
  CREATE TYPE "public"."enum_subsidiaries_region" AS ENUM('europe', 'north-america');
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_fields_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_forms_fields_type" DEFAULT 'text' NOT NULL,
  	"name" varchar NOT NULL,
  	"required" boolean DEFAULT true,
  	"value" varchar,
  	"min" numeric,
  	"max" numeric,
  	"step" numeric
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"message_if_empty" varchar,
  	"message_if_invalid" varchar,
  	"message_if_large_file" varchar,
  	"message_if_snowden" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"success_target" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "subsidiaries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"region" "enum_subsidiaries_region" DEFAULT 'europe' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subsidiaries_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "subsidiaries_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "expertises" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "expertises_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coworking_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "coworking_details_locales" (
  	"label" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coworking" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day_rate_price" numeric,
  	"week_rate_price" numeric,
  	"month_rate_price" numeric,
  	"address" varchar,
  	"itinerary_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "coworking_locales" (
  	"form_title" varchar,
  	"form_message" varchar,
  	"presentation_title" varchar,
  	"presentation_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coworking_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subsidiaries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "expertises_id" integer;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_texts" ADD CONSTRAINT "forms_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_locales" ADD CONSTRAINT "subsidiaries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subsidiaries_texts" ADD CONSTRAINT "subsidiaries_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expertises_locales" ADD CONSTRAINT "expertises_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coworking_details" ADD CONSTRAINT "coworking_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coworking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coworking_details_locales" ADD CONSTRAINT "coworking_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coworking_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coworking_locales" ADD CONSTRAINT "coworking_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coworking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coworking_rels" ADD CONSTRAINT "coworking_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coworking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coworking_rels" ADD CONSTRAINT "coworking_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_name_idx" ON "forms" USING btree ("name");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms_texts_order_parent" ON "forms_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "subsidiaries_slug_idx" ON "subsidiaries" USING btree ("slug");
  CREATE INDEX "subsidiaries_updated_at_idx" ON "subsidiaries" USING btree ("updated_at");
  CREATE INDEX "subsidiaries_created_at_idx" ON "subsidiaries" USING btree ("created_at");
  CREATE UNIQUE INDEX "subsidiaries_locales_locale_parent_id_unique" ON "subsidiaries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "subsidiaries_texts_order_parent" ON "subsidiaries_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "expertises_slug_idx" ON "expertises" USING btree ("slug");
  CREATE INDEX "expertises_updated_at_idx" ON "expertises" USING btree ("updated_at");
  CREATE INDEX "expertises_created_at_idx" ON "expertises" USING btree ("created_at");
  CREATE UNIQUE INDEX "expertises_locales_locale_parent_id_unique" ON "expertises_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coworking_details_order_idx" ON "coworking_details" USING btree ("_order");
  CREATE INDEX "coworking_details_parent_id_idx" ON "coworking_details" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coworking_details_locales_locale_parent_id_unique" ON "coworking_details_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "coworking_locales_locale_parent_id_unique" ON "coworking_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coworking_rels_order_idx" ON "coworking_rels" USING btree ("order");
  CREATE INDEX "coworking_rels_parent_idx" ON "coworking_rels" USING btree ("parent_id");
  CREATE INDEX "coworking_rels_path_idx" ON "coworking_rels" USING btree ("path");
  CREATE INDEX "coworking_rels_media_id_idx" ON "coworking_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subsidiaries_fk" FOREIGN KEY ("subsidiaries_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_expertises_fk" FOREIGN KEY ("expertises_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_subsidiaries_id_idx" ON "payload_locked_documents_rels" USING btree ("subsidiaries_id");
  CREATE INDEX "payload_locked_documents_rels_expertises_id_idx" ON "payload_locked_documents_rels" USING btree ("expertises_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subsidiaries_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertises" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertises_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields_options_locales" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_texts" CASCADE;
  DROP TABLE "subsidiaries" CASCADE;
  DROP TABLE "subsidiaries_locales" CASCADE;
  DROP TABLE "subsidiaries_texts" CASCADE;
  DROP TABLE "expertises" CASCADE;
  DROP TABLE "expertises_locales" CASCADE;
  DROP TABLE "coworking_details" CASCADE;
  DROP TABLE "coworking_details_locales" CASCADE;
  DROP TABLE "coworking" CASCADE;
  DROP TABLE "coworking_locales" CASCADE;
  DROP TABLE "coworking_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subsidiaries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_expertises_fk";
  
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_subsidiaries_id_idx";
  DROP INDEX "payload_locked_documents_rels_expertises_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subsidiaries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "expertises_id";
  DROP TYPE "public"."enum_forms_fields_type";
  DROP TYPE "public"."enum_subsidiaries_region";`)
}
