import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_locales" ADD COLUMN "footer_standard_version" varchar;
  ALTER TABLE "trads_assistant_locales" ADD COLUMN "assistant_go_to" varchar;
  ALTER TABLE "day_at_dav_themes" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "day_at_dav_themes_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "day_at_dav_themes_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "day_at_dav_rooms" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "day_at_dav_rooms_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "day_at_dav_rooms_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "day_at_dav_lunches" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "day_at_dav_lunches_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "day_at_dav_lunches_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "day_at_dav_goodies" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "day_at_dav_goodies_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "day_at_dav_goodies_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "day_at_dav_themes" ADD CONSTRAINT "day_at_dav_themes_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_rooms" ADD CONSTRAINT "day_at_dav_rooms_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_lunches" ADD CONSTRAINT "day_at_dav_lunches_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "day_at_dav_goodies" ADD CONSTRAINT "day_at_dav_goodies_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "day_at_dav_themes_seo_seo_image_idx" ON "day_at_dav_themes" USING btree ("seo_image_id");
  CREATE INDEX "day_at_dav_rooms_seo_seo_image_idx" ON "day_at_dav_rooms" USING btree ("seo_image_id");
  CREATE INDEX "day_at_dav_lunches_seo_seo_image_idx" ON "day_at_dav_lunches" USING btree ("seo_image_id");
  CREATE INDEX "day_at_dav_goodies_seo_seo_image_idx" ON "day_at_dav_goodies" USING btree ("seo_image_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "day_at_dav_themes" DROP CONSTRAINT "day_at_dav_themes_seo_image_id_media_id_fk";
  
  ALTER TABLE "day_at_dav_rooms" DROP CONSTRAINT "day_at_dav_rooms_seo_image_id_media_id_fk";
  
  ALTER TABLE "day_at_dav_lunches" DROP CONSTRAINT "day_at_dav_lunches_seo_image_id_media_id_fk";
  
  ALTER TABLE "day_at_dav_goodies" DROP CONSTRAINT "day_at_dav_goodies_seo_image_id_media_id_fk";
  
  DROP INDEX "day_at_dav_themes_seo_seo_image_idx";
  DROP INDEX "day_at_dav_rooms_seo_seo_image_idx";
  DROP INDEX "day_at_dav_lunches_seo_seo_image_idx";
  DROP INDEX "day_at_dav_goodies_seo_seo_image_idx";
  ALTER TABLE "trads_locales" DROP COLUMN "footer_standard_version";
  ALTER TABLE "trads_assistant_locales" DROP COLUMN "assistant_go_to";
  ALTER TABLE "day_at_dav_themes" DROP COLUMN "seo_image_id";
  ALTER TABLE "day_at_dav_themes_locales" DROP COLUMN "seo_title";
  ALTER TABLE "day_at_dav_themes_locales" DROP COLUMN "seo_description";
  ALTER TABLE "day_at_dav_rooms" DROP COLUMN "seo_image_id";
  ALTER TABLE "day_at_dav_rooms_locales" DROP COLUMN "seo_title";
  ALTER TABLE "day_at_dav_rooms_locales" DROP COLUMN "seo_description";
  ALTER TABLE "day_at_dav_lunches" DROP COLUMN "seo_image_id";
  ALTER TABLE "day_at_dav_lunches_locales" DROP COLUMN "seo_title";
  ALTER TABLE "day_at_dav_lunches_locales" DROP COLUMN "seo_description";
  ALTER TABLE "day_at_dav_goodies" DROP COLUMN "seo_image_id";
  ALTER TABLE "day_at_dav_goodies_locales" DROP COLUMN "seo_title";
  ALTER TABLE "day_at_dav_goodies_locales" DROP COLUMN "seo_description";`);
}
