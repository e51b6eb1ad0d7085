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
  await db.run(sql`CREATE TABLE \`pages_blocks_mascot_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mascot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_order_idx\` ON \`pages_blocks_mascot_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_parent_id_idx\` ON \`pages_blocks_mascot_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_locale_idx\` ON \`pages_blocks_mascot_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`second_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_order_idx\` ON \`pages_blocks_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_parent_id_idx\` ON \`pages_blocks_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_path_idx\` ON \`pages_blocks_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_locale_idx\` ON \`pages_blocks_mascot\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_image_idx\` ON \`pages_blocks_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_second_image_idx\` ON \`pages_blocks_mascot\` (\`second_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_name_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`placeholder\` text,
  	\`button_label\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_order_idx\` ON \`pages_blocks_name_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_parent_id_idx\` ON \`pages_blocks_name_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_path_idx\` ON \`pages_blocks_name_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_locale_idx\` ON \`pages_blocks_name_prompt\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_entry_points_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`url\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_entry_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_order_idx\` ON \`pages_blocks_entry_points_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_parent_id_idx\` ON \`pages_blocks_entry_points_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_locale_idx\` ON \`pages_blocks_entry_points_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_image_idx\` ON \`pages_blocks_entry_points_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_entry_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_order_idx\` ON \`pages_blocks_entry_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_parent_id_idx\` ON \`pages_blocks_entry_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_path_idx\` ON \`pages_blocks_entry_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_locale_idx\` ON \`pages_blocks_entry_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_order_idx\` ON \`subsidiaries_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_parent_id_idx\` ON \`subsidiaries_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_logo_idx\` ON \`subsidiaries_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_order_idx\` ON \`subsidiaries_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_parent_id_idx\` ON \`subsidiaries_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_locale_idx\` ON \`subsidiaries_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_image_idx\` ON \`subsidiaries_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_transport\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text NOT NULL,
  	\`line\` text NOT NULL,
  	\`stop\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_order_idx\` ON \`subsidiaries_transport\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_parent_id_idx\` ON \`subsidiaries_transport\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`expertises_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries_rels_order_idx\` ON \`subsidiaries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_rels_parent_idx\` ON \`subsidiaries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_rels_path_idx\` ON \`subsidiaries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_rels_media_id_idx\` ON \`subsidiaries_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_rels_expertises_id_idx\` ON \`subsidiaries_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_know_more_items_order_idx\` ON \`posts_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_know_more_items_parent_id_idx\` ON \`posts_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_know_more_items_locale_idx\` ON \`posts_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_know_more_items_image_idx\` ON \`posts_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_know_more_items_order_idx\` ON \`_posts_v_version_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_know_more_items_parent_id_idx\` ON \`_posts_v_version_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_know_more_items_locale_idx\` ON \`_posts_v_version_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_know_more_items_image_idx\` ON \`_posts_v_version_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`offers_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_know_more_items_order_idx\` ON \`offers_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_know_more_items_parent_id_idx\` ON \`offers_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_know_more_items_locale_idx\` ON \`offers_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`offers_know_more_items_image_idx\` ON \`offers_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_know_more_items_order_idx\` ON \`_offers_v_version_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_know_more_items_parent_id_idx\` ON \`_offers_v_version_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_know_more_items_locale_idx\` ON \`_offers_v_version_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_know_more_items_image_idx\` ON \`_offers_v_version_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`trads_subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_subsidiaries_locales\` (
  	\`subsidiaries_title\` text,
  	\`subsidiaries_intro\` text,
  	\`subsidiaries_list_title\` text,
  	\`subsidiaries_filters\` text,
  	\`subsidiaries_region\` text,
  	\`subsidiaries_all_regions\` text,
  	\`subsidiaries_europe\` text,
  	\`subsidiaries_north_america\` text,
  	\`subsidiaries_expertise\` text,
  	\`subsidiaries_all_expertises\` text,
  	\`subsidiaries_apply\` text,
  	\`subsidiaries_map\` text,
  	\`subsidiaries_count\` text,
  	\`subsidiaries_none\` text,
  	\`subsidiaries_show_all\` text,
  	\`subsidiaries_pin\` text,
  	\`subsidiaries_on_this_page\` text,
  	\`subsidiaries_presentation\` text,
  	\`subsidiaries_gallery\` text,
  	\`subsidiaries_expertises\` text,
  	\`subsidiaries_clients\` text,
  	\`subsidiaries_news\` text,
  	\`subsidiaries_offers\` text,
  	\`subsidiaries_job_button\` text,
  	\`subsidiaries_mission_button\` text,
  	\`subsidiaries_show_map\` text,
  	\`subsidiaries_show_transport\` text,
  	\`subsidiaries_map_title\` text,
  	\`subsidiaries_map_of\` text,
  	\`subsidiaries_transport_title\` text,
  	\`subsidiaries_no_transport\` text,
  	\`subsidiaries_close\` text,
  	\`subsidiaries_address\` text,
  	\`subsidiaries_open_map\` text,
  	\`subsidiaries_mode_metro\` text,
  	\`subsidiaries_mode_tram\` text,
  	\`subsidiaries_mode_bus\` text,
  	\`subsidiaries_mode_train\` text,
  	\`subsidiaries_mode_bike\` text,
  	\`subsidiaries_stop\` text,
  	\`subsidiaries_more_clients\` text,
  	\`subsidiaries_all_news\` text,
  	\`subsidiaries_no_news\` text,
  	\`subsidiaries_all_offers\` text,
  	\`subsidiaries_no_offers\` text,
  	\`subsidiaries_spontaneous\` text,
  	\`subsidiaries_contact\` text,
  	\`subsidiaries_email\` text,
  	\`subsidiaries_phone\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_subsidiaries_locales_locale_parent_id_unique\` ON \`trads_subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`media_poster_idx\` ON \`media\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`media_locales\` ADD \`captions_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`media_captions_idx\` ON \`media_locales\` (\`captions_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`cover_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`address_street\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`address_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`address_city\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`coordinates_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`coordinates_longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`contact_phone\` text;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_cover_idx\` ON \`subsidiaries\` (\`cover_id\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` ADD \`presentation\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` ADD \`know_more_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`know_more_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_know_more_title\` text;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`know_more_title\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_know_more_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`home_entry_points\` text;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` ADD \`home_prompt_hint\` text;`)
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
  await db.run(sql`DROP TABLE \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_name_prompt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_clients\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_transport\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_rels\`;`)
  await db.run(sql`DROP TABLE \`posts_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`offers_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`trads_subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`trads_subsidiaries_locales\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`region\` text DEFAULT 'europe' NOT NULL,
  	\`country\` text DEFAULT 'FR' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries\`("id", "slug", "region", "country", "updated_at", "created_at") SELECT "id", "slug", "region", "country", "updated_at", "created_at" FROM \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries\` RENAME TO \`subsidiaries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_slug_idx\` ON \`subsidiaries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` DROP COLUMN \`presentation\`;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` DROP COLUMN \`know_more_title\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`know_more_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_know_more_title\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`know_more_title\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_know_more_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`home_entry_points\`;`)
  await db.run(sql`ALTER TABLE \`trads_content_locales\` DROP COLUMN \`home_prompt_hint\`;`)
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
