import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_media_gallery_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer NOT NULL,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_order_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_locale_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_media_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_order_idx\` ON \`pages_blocks_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_path_idx\` ON \`pages_blocks_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_locale_idx\` ON \`pages_blocks_media_gallery\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`media_poster_idx\` ON \`media\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`media_locales\` ADD \`captions_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`media_captions_idx\` ON \`media_locales\` (\`captions_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_play\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_pause\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_mute\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_unmute\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_captions_on\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_captions_off\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_fullscreen_enter\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_fullscreen_exit\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_seek\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_seek_value\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_open_image\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_open_video\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_close\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`media_download\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media_locales\`("alt", "id", "_locale", "_parent_id") SELECT "alt", "id", "_locale", "_parent_id" FROM \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_media_locales\` RENAME TO \`media_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_play\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_pause\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_mute\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_unmute\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_captions_on\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_captions_off\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_fullscreen_enter\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_fullscreen_exit\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_seek\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_seek_value\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_open_image\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_open_video\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_close\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`media_download\`;`)
}
