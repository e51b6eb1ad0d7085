import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_locales" (
  	"share_image_id" integer,
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
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_share_image_idx" ON "site_settings_locales" USING btree ("share_image_id","_locale");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subsidiaries_seo_seo_image_idx" ON "subsidiaries" USING btree ("seo_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "offers_seo_seo_image_idx" ON "offers" USING btree ("seo_image_id");
  CREATE INDEX "_offers_v_version_seo_version_seo_image_idx" ON "_offers_v" USING btree ("version_seo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "subsidiaries" DROP CONSTRAINT "subsidiaries_seo_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "offers" DROP CONSTRAINT "offers_seo_image_id_media_id_fk";
  
  ALTER TABLE "_offers_v" DROP CONSTRAINT "_offers_v_version_seo_image_id_media_id_fk";
  
  DROP INDEX "subsidiaries_seo_seo_image_idx";
  DROP INDEX "posts_seo_seo_image_idx";
  DROP INDEX "_posts_v_version_seo_version_seo_image_idx";
  DROP INDEX "offers_seo_seo_image_idx";
  DROP INDEX "_offers_v_version_seo_version_seo_image_idx";
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
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_seo_description";`)
}
