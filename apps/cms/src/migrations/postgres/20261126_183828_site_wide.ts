import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_languages" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302');
  CREATE TABLE "redirects_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_redirects_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_redirects_status" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"share_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revision" numeric DEFAULT 1 NOT NULL,
  	"gtm_container_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_locales" (
  	"banner_title" varchar,
  	"banner_text" varchar,
  	"banner_accept_all" varchar,
  	"banner_reject_all" varchar,
  	"banner_choose" varchar,
  	"preferences_title" varchar,
  	"preferences_text" varchar,
  	"preferences_save" varchar,
  	"preferences_close" varchar,
  	"necessary_title" varchar,
  	"necessary_text" varchar,
  	"analytics_title" varchar,
  	"analytics_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "subsidiaries" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "subsidiaries_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "subsidiaries_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "offers" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "offers_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "offers_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_offers_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_offers_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "trads_locales" ADD COLUMN "shell_loading" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "footer_accessible_version" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "error_reload" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_title" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_message" varchar;
  ALTER TABLE "trads_locales" ADD COLUMN "offline_retry" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "form_file_again" varchar;
  ALTER TABLE "redirects_languages" ADD CONSTRAINT "redirects_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_locales" ADD CONSTRAINT "consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_languages_order_idx" ON "redirects_languages" USING btree ("order");
  CREATE INDEX "redirects_languages_parent_idx" ON "redirects_languages" USING btree ("parent_id");
  CREATE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "site_settings_share_image_idx" ON "site_settings_locales" USING btree ("share_image_id","_locale");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "consent_locales_locale_parent_id_unique" ON "consent_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subsidiaries_seo_seo_image_idx" ON "subsidiaries" USING btree ("seo_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "offers_seo_seo_image_idx" ON "offers" USING btree ("seo_image_id");
  CREATE INDEX "_offers_v_version_seo_version_seo_image_idx" ON "_offers_v" USING btree ("version_seo_image_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects_languages" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "consent" CASCADE;
  DROP TABLE "consent_locales" CASCADE;
  ALTER TABLE "subsidiaries" DROP CONSTRAINT "subsidiaries_seo_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "offers" DROP CONSTRAINT "offers_seo_image_id_media_id_fk";
  
  ALTER TABLE "_offers_v" DROP CONSTRAINT "_offers_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "subsidiaries_seo_seo_image_idx";
  DROP INDEX "posts_seo_seo_image_idx";
  DROP INDEX "_posts_v_version_seo_version_seo_image_idx";
  DROP INDEX "offers_seo_seo_image_idx";
  DROP INDEX "_offers_v_version_seo_version_seo_image_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "subsidiaries" DROP COLUMN "seo_image_id";
  ALTER TABLE "subsidiaries_locales" DROP COLUMN "seo_title";
  ALTER TABLE "subsidiaries_locales" DROP COLUMN "seo_description";
  ALTER TABLE "posts" DROP COLUMN "seo_image_id";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_title";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "offers" DROP COLUMN "seo_image_id";
  ALTER TABLE "offers_locales" DROP COLUMN "seo_title";
  ALTER TABLE "offers_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_offers_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "trads_locales" DROP COLUMN "shell_loading";
  ALTER TABLE "trads_locales" DROP COLUMN "footer_accessible_version";
  ALTER TABLE "trads_locales" DROP COLUMN "error_reload";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_title";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_message";
  ALTER TABLE "trads_locales" DROP COLUMN "offline_retry";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "form_file_again";
  DROP TYPE "public"."enum_redirects_languages";
  DROP TYPE "public"."enum_redirects_status";`)
}
