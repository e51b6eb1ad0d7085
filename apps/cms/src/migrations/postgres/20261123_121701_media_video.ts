import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "media" ADD COLUMN "poster_id" integer;
  ALTER TABLE "media_locales" ADD COLUMN "captions_id" integer;
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
  CREATE INDEX "pages_blocks_media_gallery_gallery_order_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_gallery_gallery_parent_id_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_gallery_gallery_locale_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_gallery_gallery_media_idx" ON "pages_blocks_media_gallery_gallery" USING btree ("media_id");
  CREATE INDEX "pages_blocks_media_gallery_order_idx" ON "pages_blocks_media_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_gallery_parent_id_idx" ON "pages_blocks_media_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_gallery_path_idx" ON "pages_blocks_media_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_gallery_locale_idx" ON "pages_blocks_media_gallery" USING btree ("_locale");
  ALTER TABLE "media" ADD CONSTRAINT "media_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_poster_idx" ON "media" USING btree ("poster_id");
  CREATE INDEX "media_captions_idx" ON "media_locales" USING btree ("captions_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_gallery_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_gallery" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_media_gallery_gallery" CASCADE;
  DROP TABLE "pages_blocks_media_gallery" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_poster_id_media_id_fk";
  
  ALTER TABLE "media_locales" DROP CONSTRAINT "media_locales_captions_id_media_id_fk";
  
  DROP INDEX "media_poster_idx";
  DROP INDEX "media_captions_idx";
  ALTER TABLE "media" DROP COLUMN "poster_id";
  ALTER TABLE "media_locales" DROP COLUMN "captions_id";
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
  ALTER TABLE "trads_content_locales" DROP COLUMN "media_download";`)
}
