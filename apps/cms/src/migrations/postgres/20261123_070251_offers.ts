import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subsidiaries_country" AS ENUM('FR', 'BE', 'CH', 'ES', 'DE', 'CA', 'US');
  CREATE TYPE "public"."enum_offers_contract_type" AS ENUM('cdi', 'cdd', 'freelance', 'internship', 'apprenticeship');
  CREATE TYPE "public"."enum_offers_remote_policy" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_offers_experience_level" AS ENUM('junior', 'confirmed', 'senior', 'expert');
  CREATE TYPE "public"."enum_offers_salary_currency" AS ENUM('EUR', 'CHF', 'CAD', 'USD');
  CREATE TYPE "public"."enum_offers_salary_period" AS ENUM('year', 'month', 'day', 'hour');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_contract_type" AS ENUM('cdi', 'cdd', 'freelance', 'internship', 'apprenticeship');
  CREATE TYPE "public"."enum__offers_v_version_remote_policy" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum__offers_v_version_experience_level" AS ENUM('junior', 'confirmed', 'senior', 'expert');
  CREATE TYPE "public"."enum__offers_v_version_salary_currency" AS ENUM('EUR', 'CHF', 'CAD', 'USD');
  CREATE TYPE "public"."enum__offers_v_version_salary_period" AS ENUM('year', 'month', 'day', 'hour');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_published_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_managers_position" AS ENUM('partner', 'associate-director', 'development-manager', 'manager', 'deputy-managing-director', 'ceo', 'business-manager', 'recruitment-manager', 'technical-director', 'agency-director');
  CREATE TYPE "public"."enum_managers_position_form" AS ENUM('masculine', 'feminine');
  CREATE TABLE "offers_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"technology_id" varchar,
  	"sub_technology_id" varchar
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"expertise_id" integer,
  	"contract_type" "enum_offers_contract_type" DEFAULT 'cdi',
  	"remote_policy" "enum_offers_remote_policy" DEFAULT 'hybrid',
  	"experience_level" "enum_offers_experience_level" DEFAULT 'confirmed',
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"salary_currency" "enum_offers_salary_currency" DEFAULT 'EUR',
  	"salary_period" "enum_offers_salary_period" DEFAULT 'year',
  	"date_posted" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offers_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"description" jsonb,
  	"missions" jsonb,
  	"profile" jsonb,
  	"benefits" jsonb,
  	"search_title" varchar,
  	"search_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"subsidiaries_id" integer,
  	"managers_id" integer,
  	"offers_id" integer
  );
  
  CREATE TABLE "_offers_v_version_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"technology_id" varchar,
  	"sub_technology_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_expertise_id" integer,
  	"version_contract_type" "enum__offers_v_version_contract_type" DEFAULT 'cdi',
  	"version_remote_policy" "enum__offers_v_version_remote_policy" DEFAULT 'hybrid',
  	"version_experience_level" "enum__offers_v_version_experience_level" DEFAULT 'confirmed',
  	"version_salary_min" numeric,
  	"version_salary_max" numeric,
  	"version_salary_currency" "enum__offers_v_version_salary_currency" DEFAULT 'EUR',
  	"version_salary_period" "enum__offers_v_version_salary_period" DEFAULT 'year',
  	"version_date_posted" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" jsonb,
  	"version_missions" jsonb,
  	"version_profile" jsonb,
  	"version_benefits" jsonb,
  	"version_search_title" varchar,
  	"version_search_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"subsidiaries_id" integer,
  	"managers_id" integer,
  	"offers_id" integer
  );
  
  CREATE TABLE "managers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"position" "enum_managers_position" NOT NULL,
  	"position_form" "enum_managers_position_form" DEFAULT 'masculine' NOT NULL,
  	"email" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subsidiaries" ADD COLUMN "country" "enum_subsidiaries_country" DEFAULT 'FR' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "managers_id" integer;
  ALTER TABLE "offers_technologies" ADD CONSTRAINT "offers_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_locales" ADD CONSTRAINT "offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_subsidiaries_fk" FOREIGN KEY ("subsidiaries_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_managers_fk" FOREIGN KEY ("managers_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_technologies" ADD CONSTRAINT "_offers_v_version_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_expertise_id_expertises_id_fk" FOREIGN KEY ("version_expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_locales" ADD CONSTRAINT "_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_subsidiaries_fk" FOREIGN KEY ("subsidiaries_id") REFERENCES "public"."subsidiaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_managers_fk" FOREIGN KEY ("managers_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "managers" ADD CONSTRAINT "managers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offers_technologies_order_idx" ON "offers_technologies" USING btree ("_order");
  CREATE INDEX "offers_technologies_parent_id_idx" ON "offers_technologies" USING btree ("_parent_id");
  CREATE INDEX "offers_expertise_idx" ON "offers" USING btree ("expertise_id");
  CREATE INDEX "offers_date_posted_idx" ON "offers" USING btree ("date_posted");
  CREATE INDEX "offers_valid_through_idx" ON "offers" USING btree ("valid_through");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE UNIQUE INDEX "offers_slug_idx" ON "offers_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "offers_locales_locale_parent_id_unique" ON "offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_subsidiaries_id_idx" ON "offers_rels" USING btree ("subsidiaries_id");
  CREATE INDEX "offers_rels_managers_id_idx" ON "offers_rels" USING btree ("managers_id");
  CREATE INDEX "offers_rels_offers_id_idx" ON "offers_rels" USING btree ("offers_id");
  CREATE INDEX "_offers_v_version_technologies_order_idx" ON "_offers_v_version_technologies" USING btree ("_order");
  CREATE INDEX "_offers_v_version_technologies_parent_id_idx" ON "_offers_v_version_technologies" USING btree ("_parent_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_expertise_idx" ON "_offers_v" USING btree ("version_expertise_id");
  CREATE INDEX "_offers_v_version_version_date_posted_idx" ON "_offers_v" USING btree ("version_date_posted");
  CREATE INDEX "_offers_v_version_version_valid_through_idx" ON "_offers_v" USING btree ("version_valid_through");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_snapshot_idx" ON "_offers_v" USING btree ("snapshot");
  CREATE INDEX "_offers_v_published_locale_idx" ON "_offers_v" USING btree ("published_locale");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_offers_v_version_version_slug_idx" ON "_offers_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_offers_v_locales_locale_parent_id_unique" ON "_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_subsidiaries_id_idx" ON "_offers_v_rels" USING btree ("subsidiaries_id");
  CREATE INDEX "_offers_v_rels_managers_id_idx" ON "_offers_v_rels" USING btree ("managers_id");
  CREATE INDEX "_offers_v_rels_offers_id_idx" ON "_offers_v_rels" USING btree ("offers_id");
  CREATE INDEX "managers_photo_idx" ON "managers" USING btree ("photo_id");
  CREATE INDEX "managers_updated_at_idx" ON "managers" USING btree ("updated_at");
  CREATE INDEX "managers_created_at_idx" ON "managers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_managers_fk" FOREIGN KEY ("managers_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_managers_id_idx" ON "payload_locked_documents_rels" USING btree ("managers_id");`)

  // Full-text search of the offers (src/search/postgres-offer-search.ts): per language, unaccent
  // then the Snowball stemmer, and a GIN index over the weighted title and body of that language.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE TEXT SEARCH CONFIGURATION dav_fr (COPY = pg_catalog.french);
  ALTER TEXT SEARCH CONFIGURATION dav_fr ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, french_stem;
  CREATE INDEX offers_locales_search_fr_idx ON offers_locales USING gin ((setweight(to_tsvector('dav_fr'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('dav_fr'::regconfig, coalesce(search_body, '')), 'B'))) WHERE _locale = 'fr';
  CREATE TEXT SEARCH CONFIGURATION dav_en (COPY = pg_catalog.english);
  ALTER TEXT SEARCH CONFIGURATION dav_en ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, english_stem;
  CREATE INDEX offers_locales_search_en_idx ON offers_locales USING gin ((setweight(to_tsvector('dav_en'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('dav_en'::regconfig, coalesce(search_body, '')), 'B'))) WHERE _locale = 'en';
  CREATE TEXT SEARCH CONFIGURATION dav_es (COPY = pg_catalog.spanish);
  ALTER TEXT SEARCH CONFIGURATION dav_es ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, spanish_stem;
  CREATE INDEX offers_locales_search_es_idx ON offers_locales USING gin ((setweight(to_tsvector('dav_es'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('dav_es'::regconfig, coalesce(search_body, '')), 'B'))) WHERE _locale = 'es';
  CREATE TEXT SEARCH CONFIGURATION dav_de (COPY = pg_catalog.german);
  ALTER TEXT SEARCH CONFIGURATION dav_de ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, german_stem;
  CREATE INDEX offers_locales_search_de_idx ON offers_locales USING gin ((setweight(to_tsvector('dav_de'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('dav_de'::regconfig, coalesce(search_body, '')), 'B'))) WHERE _locale = 'de';
  `)

}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS offers_locales_search_fr_idx;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS dav_fr;
  DROP INDEX IF EXISTS offers_locales_search_en_idx;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS dav_en;
  DROP INDEX IF EXISTS offers_locales_search_es_idx;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS dav_es;
  DROP INDEX IF EXISTS offers_locales_search_de_idx;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS dav_de;

   ALTER TABLE "offers_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_version_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "managers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offers_technologies" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_locales" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v_version_technologies" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_locales" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "managers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_managers_fk";
  
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_managers_id_idx";
  ALTER TABLE "subsidiaries" DROP COLUMN "country";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "managers_id";
  DROP TYPE "public"."enum_subsidiaries_country";
  DROP TYPE "public"."enum_offers_contract_type";
  DROP TYPE "public"."enum_offers_remote_policy";
  DROP TYPE "public"."enum_offers_experience_level";
  DROP TYPE "public"."enum_offers_salary_currency";
  DROP TYPE "public"."enum_offers_salary_period";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_contract_type";
  DROP TYPE "public"."enum__offers_v_version_remote_policy";
  DROP TYPE "public"."enum__offers_v_version_experience_level";
  DROP TYPE "public"."enum__offers_v_version_salary_currency";
  DROP TYPE "public"."enum__offers_v_version_salary_period";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum__offers_v_published_locale";
  DROP TYPE "public"."enum_managers_position";
  DROP TYPE "public"."enum_managers_position_form";`)
}
