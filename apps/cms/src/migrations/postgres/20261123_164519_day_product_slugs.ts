import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_detail_kind_theme" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_detail_kind_room" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_detail_kind_lunch" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_detail_kind_goodie" varchar;
  ALTER TABLE "trads_coworking_locales" ADD COLUMN "day_detail_back" varchar;
  ALTER TABLE "day_at_dav_themes_locales" ADD COLUMN "slug" varchar;
  ALTER TABLE "day_at_dav_rooms_locales" ADD COLUMN "slug" varchar;
  ALTER TABLE "day_at_dav_lunches_locales" ADD COLUMN "slug" varchar;
  ALTER TABLE "day_at_dav_goodies_locales" ADD COLUMN "slug" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_detail_kind_theme";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_detail_kind_room";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_detail_kind_lunch";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_detail_kind_goodie";
  ALTER TABLE "trads_coworking_locales" DROP COLUMN "day_detail_back";
  ALTER TABLE "day_at_dav_themes_locales" DROP COLUMN "slug";
  ALTER TABLE "day_at_dav_rooms_locales" DROP COLUMN "slug";
  ALTER TABLE "day_at_dav_lunches_locales" DROP COLUMN "slug";
  ALTER TABLE "day_at_dav_goodies_locales" DROP COLUMN "slug";`)
}
