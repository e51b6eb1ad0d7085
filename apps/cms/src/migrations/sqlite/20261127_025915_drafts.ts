import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`surtitle\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_order_idx\` ON \`_pages_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_parent_id_idx\` ON \`_pages_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_path_idx\` ON \`_pages_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_locale_idx\` ON \`_pages_v_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_order_idx\` ON \`_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_parent_id_idx\` ON \`_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_path_idx\` ON \`_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_locale_idx\` ON \`_pages_v_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_locale_idx\` ON \`_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_know_more\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_items_order_idx\` ON \`_pages_v_blocks_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_items_parent_id_idx\` ON \`_pages_v_blocks_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_items_locale_idx\` ON \`_pages_v_blocks_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_items_image_idx\` ON \`_pages_v_blocks_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_know_more\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_order_idx\` ON \`_pages_v_blocks_know_more\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_parent_id_idx\` ON \`_pages_v_blocks_know_more\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_path_idx\` ON \`_pages_v_blocks_know_more\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_know_more_locale_idx\` ON \`_pages_v_blocks_know_more\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_gallery_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_gallery_order_idx\` ON \`_pages_v_blocks_media_gallery_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_gallery_parent_id_idx\` ON \`_pages_v_blocks_media_gallery_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_gallery_locale_idx\` ON \`_pages_v_blocks_media_gallery_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_gallery_media_idx\` ON \`_pages_v_blocks_media_gallery_gallery\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_order_idx\` ON \`_pages_v_blocks_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_parent_id_idx\` ON \`_pages_v_blocks_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_path_idx\` ON \`_pages_v_blocks_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_gallery_locale_idx\` ON \`_pages_v_blocks_media_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mascot_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mascot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_greetings_order_idx\` ON \`_pages_v_blocks_mascot_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_greetings_parent_id_idx\` ON \`_pages_v_blocks_mascot_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_greetings_locale_idx\` ON \`_pages_v_blocks_mascot_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`second_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_order_idx\` ON \`_pages_v_blocks_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_parent_id_idx\` ON \`_pages_v_blocks_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_path_idx\` ON \`_pages_v_blocks_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_locale_idx\` ON \`_pages_v_blocks_mascot\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_image_idx\` ON \`_pages_v_blocks_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mascot_second_image_idx\` ON \`_pages_v_blocks_mascot\` (\`second_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_name_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_name_prompt_order_idx\` ON \`_pages_v_blocks_name_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_name_prompt_parent_id_idx\` ON \`_pages_v_blocks_name_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_name_prompt_path_idx\` ON \`_pages_v_blocks_name_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_name_prompt_locale_idx\` ON \`_pages_v_blocks_name_prompt\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_entry_points_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_entry_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_entries_order_idx\` ON \`_pages_v_blocks_entry_points_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_entries_parent_id_idx\` ON \`_pages_v_blocks_entry_points_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_entries_locale_idx\` ON \`_pages_v_blocks_entry_points_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_entries_image_idx\` ON \`_pages_v_blocks_entry_points_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_entry_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_order_idx\` ON \`_pages_v_blocks_entry_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_parent_id_idx\` ON \`_pages_v_blocks_entry_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_path_idx\` ON \`_pages_v_blocks_entry_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_entry_points_locale_idx\` ON \`_pages_v_blocks_entry_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_template\` text DEFAULT 'default',
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_version_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_clients_order_idx\` ON \`_subsidiaries_v_version_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_clients_parent_id_idx\` ON \`_subsidiaries_v_version_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_clients_logo_idx\` ON \`_subsidiaries_v_version_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_version_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_know_more_items_order_idx\` ON \`_subsidiaries_v_version_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_know_more_items_parent_id_idx\` ON \`_subsidiaries_v_version_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_know_more_items_locale_idx\` ON \`_subsidiaries_v_version_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_know_more_items_image_idx\` ON \`_subsidiaries_v_version_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_version_transport\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text,
  	\`line\` text,
  	\`stop\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_transport_order_idx\` ON \`_subsidiaries_v_version_transport\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_transport_parent_id_idx\` ON \`_subsidiaries_v_version_transport\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_region\` text DEFAULT 'europe',
  	\`version_country\` text DEFAULT 'FR',
  	\`version_cover_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_address_street\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_city\` text,
  	\`version_coordinates_latitude\` numeric,
  	\`version_coordinates_longitude\` numeric,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_parent_idx\` ON \`_subsidiaries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_version_slug_idx\` ON \`_subsidiaries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_version_cover_idx\` ON \`_subsidiaries_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_seo_version_seo_image_idx\` ON \`_subsidiaries_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_version_updated_at_idx\` ON \`_subsidiaries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_version_created_at_idx\` ON \`_subsidiaries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_version_version__status_idx\` ON \`_subsidiaries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_created_at_idx\` ON \`_subsidiaries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_updated_at_idx\` ON \`_subsidiaries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_snapshot_idx\` ON \`_subsidiaries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_published_locale_idx\` ON \`_subsidiaries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_latest_idx\` ON \`_subsidiaries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_autosave_idx\` ON \`_subsidiaries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_presentation\` text,
  	\`version_know_more_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_subsidiaries_v_locales_locale_parent_id_unique\` ON \`_subsidiaries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_texts_order_parent\` ON \`_subsidiaries_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_subsidiaries_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`expertises_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_subsidiaries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_rels_order_idx\` ON \`_subsidiaries_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_rels_parent_idx\` ON \`_subsidiaries_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_rels_path_idx\` ON \`_subsidiaries_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_rels_media_id_idx\` ON \`_subsidiaries_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_subsidiaries_v_rels_expertises_id_idx\` ON \`_subsidiaries_v_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE TABLE \`_coworking_v_version_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coworking_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_coworking_v_version_details_order_idx\` ON \`_coworking_v_version_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_version_details_parent_id_idx\` ON \`_coworking_v_version_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_coworking_v_version_details_locales\` (
  	\`label\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coworking_v_version_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_coworking_v_version_details_locales_locale_parent_id_unique\` ON \`_coworking_v_version_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_coworking_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_day_rate_price\` numeric,
  	\`version_week_rate_price\` numeric,
  	\`version_month_rate_price\` numeric,
  	\`version_address\` text,
  	\`version_itinerary_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_coworking_v_version_version__status_idx\` ON \`_coworking_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_created_at_idx\` ON \`_coworking_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_updated_at_idx\` ON \`_coworking_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_snapshot_idx\` ON \`_coworking_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_published_locale_idx\` ON \`_coworking_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_latest_idx\` ON \`_coworking_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_autosave_idx\` ON \`_coworking_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_coworking_v_locales\` (
  	\`version_form_title\` text,
  	\`version_form_message\` text,
  	\`version_presentation_title\` text,
  	\`version_presentation_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coworking_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_coworking_v_locales_locale_parent_id_unique\` ON \`_coworking_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_coworking_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_coworking_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_coworking_v_rels_order_idx\` ON \`_coworking_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_rels_parent_idx\` ON \`_coworking_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_rels_path_idx\` ON \`_coworking_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_coworking_v_rels_media_id_idx\` ON \`_coworking_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_themes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`seo_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_themes_order_idx\` ON \`_day_at_dav_v_version_themes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_themes_parent_id_idx\` ON \`_day_at_dav_v_version_themes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_themes_image_idx\` ON \`_day_at_dav_v_version_themes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_themes_seo_seo_image_idx\` ON \`_day_at_dav_v_version_themes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_themes_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v_version_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_day_at_dav_v_version_themes_locales_locale_parent_id_unique\` ON \`_day_at_dav_v_version_themes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_rooms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`price_per_day\` numeric,
  	\`seo_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_rooms_order_idx\` ON \`_day_at_dav_v_version_rooms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_rooms_parent_id_idx\` ON \`_day_at_dav_v_version_rooms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_rooms_image_idx\` ON \`_day_at_dav_v_version_rooms\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_rooms_seo_seo_image_idx\` ON \`_day_at_dav_v_version_rooms\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_rooms_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v_version_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_day_at_dav_v_version_rooms_locales_locale_parent_id_unique\` ON \`_day_at_dav_v_version_rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_lunches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`seo_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_lunches_order_idx\` ON \`_day_at_dav_v_version_lunches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_lunches_parent_id_idx\` ON \`_day_at_dav_v_version_lunches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_lunches_image_idx\` ON \`_day_at_dav_v_version_lunches\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_lunches_seo_seo_image_idx\` ON \`_day_at_dav_v_version_lunches\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_lunches_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v_version_lunches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_day_at_dav_v_version_lunches_locales_locale_parent_id_uniqu\` ON \`_day_at_dav_v_version_lunches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_goodies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`seo_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_goodies_order_idx\` ON \`_day_at_dav_v_version_goodies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_goodies_parent_id_idx\` ON \`_day_at_dav_v_version_goodies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_goodies_image_idx\` ON \`_day_at_dav_v_version_goodies\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_goodies_seo_seo_image_idx\` ON \`_day_at_dav_v_version_goodies\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_version_goodies_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v_version_goodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_day_at_dav_v_version_goodies_locales_locale_parent_id_uniqu\` ON \`_day_at_dav_v_version_goodies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_version_version__status_idx\` ON \`_day_at_dav_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_created_at_idx\` ON \`_day_at_dav_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_updated_at_idx\` ON \`_day_at_dav_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_snapshot_idx\` ON \`_day_at_dav_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_published_locale_idx\` ON \`_day_at_dav_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_latest_idx\` ON \`_day_at_dav_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_day_at_dav_v_autosave_idx\` ON \`_day_at_dav_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_day_at_dav_v_locales\` (
  	\`version_intro_title\` text,
  	\`version_intro_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_day_at_dav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_day_at_dav_v_locales_locale_parent_id_unique\` ON \`_day_at_dav_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`surtitle\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "surtitle", "title", "intro", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "surtitle", "title", "intro", "image_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text\`("_order", "_parent_id", "_path", "_locale", "id", "title", "body", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "body", "block_name" FROM \`pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text\` RENAME TO \`pages_blocks_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_order_idx\` ON \`pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_parent_id_idx\` ON \`pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_path_idx\` ON \`pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_locale_idx\` ON \`pages_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`label\` text,
  	\`url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cta\`("_order", "_parent_id", "_path", "_locale", "id", "title", "label", "url", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "label", "url", "block_name" FROM \`pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cta\` RENAME TO \`pages_blocks_cta\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_order_idx\` ON \`pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_parent_id_idx\` ON \`pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_path_idx\` ON \`pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_locale_idx\` ON \`pages_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "_locale", "id", "image_id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "image_id", "caption", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_locale_idx\` ON \`pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_know_more\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_know_more_items\`("_order", "_parent_id", "_locale", "id", "title", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "title", "url", "image_id" FROM \`pages_blocks_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_know_more_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_know_more_items\` RENAME TO \`pages_blocks_know_more_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_order_idx\` ON \`pages_blocks_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_parent_id_idx\` ON \`pages_blocks_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_locale_idx\` ON \`pages_blocks_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_image_idx\` ON \`pages_blocks_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_know_more\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_know_more\`("_order", "_parent_id", "_path", "_locale", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "block_name" FROM \`pages_blocks_know_more\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_know_more\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_know_more\` RENAME TO \`pages_blocks_know_more\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_order_idx\` ON \`pages_blocks_know_more\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_parent_id_idx\` ON \`pages_blocks_know_more\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_path_idx\` ON \`pages_blocks_know_more\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_locale_idx\` ON \`pages_blocks_know_more\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_media_gallery_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_media_gallery_gallery\`("_order", "_parent_id", "_locale", "id", "media_id") SELECT "_order", "_parent_id", "_locale", "id", "media_id" FROM \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_media_gallery_gallery\` RENAME TO \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_order_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_locale_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_media_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_media_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_media_gallery\`("_order", "_parent_id", "_path", "_locale", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "block_name" FROM \`pages_blocks_media_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_media_gallery\` RENAME TO \`pages_blocks_media_gallery\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_order_idx\` ON \`pages_blocks_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_path_idx\` ON \`pages_blocks_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_locale_idx\` ON \`pages_blocks_media_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mascot_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mascot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mascot_greetings\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mascot_greetings\` RENAME TO \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_order_idx\` ON \`pages_blocks_mascot_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_parent_id_idx\` ON \`pages_blocks_mascot_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_locale_idx\` ON \`pages_blocks_mascot_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`second_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mascot\`("_order", "_parent_id", "_path", "_locale", "id", "name", "image_id", "second_image_id", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "name", "image_id", "second_image_id", "block_name" FROM \`pages_blocks_mascot\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mascot\` RENAME TO \`pages_blocks_mascot\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_order_idx\` ON \`pages_blocks_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_parent_id_idx\` ON \`pages_blocks_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_path_idx\` ON \`pages_blocks_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_locale_idx\` ON \`pages_blocks_mascot\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_image_idx\` ON \`pages_blocks_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_second_image_idx\` ON \`pages_blocks_mascot\` (\`second_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_name_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_name_prompt\`("_order", "_parent_id", "_path", "_locale", "id", "label", "placeholder", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "label", "placeholder", "button_label", "block_name" FROM \`pages_blocks_name_prompt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_name_prompt\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_name_prompt\` RENAME TO \`pages_blocks_name_prompt\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_order_idx\` ON \`pages_blocks_name_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_parent_id_idx\` ON \`pages_blocks_name_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_path_idx\` ON \`pages_blocks_name_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_locale_idx\` ON \`pages_blocks_name_prompt\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_entry_points_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_entry_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_entry_points_entries\`("_order", "_parent_id", "_locale", "id", "kind", "title", "text", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "kind", "title", "text", "url", "image_id" FROM \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_entry_points_entries\` RENAME TO \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_order_idx\` ON \`pages_blocks_entry_points_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_parent_id_idx\` ON \`pages_blocks_entry_points_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_locale_idx\` ON \`pages_blocks_entry_points_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_image_idx\` ON \`pages_blocks_entry_points_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`template\` text DEFAULT 'default',
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "template", "seo_image_id", "updated_at", "created_at", "_status") SELECT "id", "template", "seo_image_id", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "slug", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_clients\`("_order", "_parent_id", "id", "name", "url", "logo_id") SELECT "_order", "_parent_id", "id", "name", "url", "logo_id" FROM \`subsidiaries_clients\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_clients\` RENAME TO \`subsidiaries_clients\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_order_idx\` ON \`subsidiaries_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_parent_id_idx\` ON \`subsidiaries_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_logo_idx\` ON \`subsidiaries_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_know_more_items\`("_order", "_parent_id", "_locale", "id", "title", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "title", "url", "image_id" FROM \`subsidiaries_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_know_more_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_know_more_items\` RENAME TO \`subsidiaries_know_more_items\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_order_idx\` ON \`subsidiaries_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_parent_id_idx\` ON \`subsidiaries_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_locale_idx\` ON \`subsidiaries_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_image_idx\` ON \`subsidiaries_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_transport\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text,
  	\`line\` text,
  	\`stop\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_transport\`("_order", "_parent_id", "id", "mode", "line", "stop") SELECT "_order", "_parent_id", "id", "mode", "line", "stop" FROM \`subsidiaries_transport\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_transport\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_transport\` RENAME TO \`subsidiaries_transport\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_order_idx\` ON \`subsidiaries_transport\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_parent_id_idx\` ON \`subsidiaries_transport\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`region\` text DEFAULT 'europe',
  	\`country\` text DEFAULT 'FR',
  	\`cover_id\` integer,
  	\`seo_image_id\` integer,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_city\` text,
  	\`coordinates_latitude\` numeric,
  	\`coordinates_longitude\` numeric,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries\`("id", "slug", "region", "country", "cover_id", "seo_image_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at", "_status") SELECT "id", "slug", "region", "country", "cover_id", "seo_image_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at", 'published' FROM \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries\` RENAME TO \`subsidiaries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_slug_idx\` ON \`subsidiaries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_cover_idx\` ON \`subsidiaries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_seo_seo_image_idx\` ON \`subsidiaries\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries__status_idx\` ON \`subsidiaries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`presentation\` text,
  	\`know_more_title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_locales\`("title", "intro", "presentation", "know_more_title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "intro", "presentation", "know_more_title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_locales\` RENAME TO \`subsidiaries_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_locales_locale_parent_id_unique\` ON \`subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_coworking_details_locales\` (
  	\`label\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coworking_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coworking_details_locales\`("label", "text", "id", "_locale", "_parent_id") SELECT "label", "text", "id", "_locale", "_parent_id" FROM \`coworking_details_locales\`;`)
  await db.run(sql`DROP TABLE \`coworking_details_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_coworking_details_locales\` RENAME TO \`coworking_details_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`coworking_details_locales_locale_parent_id_unique\` ON \`coworking_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_themes_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_themes_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_themes_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_themes_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_themes_locales\` RENAME TO \`day_at_dav_themes_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_themes_locales_locale_parent_id_unique\` ON \`day_at_dav_themes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_rooms_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_rooms_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_rooms_locales\` RENAME TO \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_rooms_locales_locale_parent_id_unique\` ON \`day_at_dav_rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_lunches_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_lunches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_lunches_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_lunches_locales\` RENAME TO \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_lunches_locales_locale_parent_id_unique\` ON \`day_at_dav_lunches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_goodies_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_goodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_goodies_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_goodies_locales\` RENAME TO \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_goodies_locales_locale_parent_id_unique\` ON \`day_at_dav_goodies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_offers_v_autosave_idx\` ON \`_offers_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`coworking\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`coworking__status_idx\` ON \`coworking\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`day_at_dav\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`day_at_dav__status_idx\` ON \`day_at_dav\` (\`_status\`);`)
  // Content from before drafts was on the site: it stays published (the column's default is a draft).
  await db.run(sql`UPDATE \`coworking\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`day_at_dav\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_know_more\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_gallery_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mascot_greetings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mascot\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_name_prompt\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_entry_points_entries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_entry_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_version_clients\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_version_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_version_transport\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_subsidiaries_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_coworking_v_version_details\`;`)
  await db.run(sql`DROP TABLE \`_coworking_v_version_details_locales\`;`)
  await db.run(sql`DROP TABLE \`_coworking_v\`;`)
  await db.run(sql`DROP TABLE \`_coworking_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_coworking_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_themes\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_themes_locales\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_rooms\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_lunches\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_lunches_locales\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_goodies\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_version_goodies_locales\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v\`;`)
  await db.run(sql`DROP TABLE \`_day_at_dav_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`template\` text DEFAULT 'default' NOT NULL,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "template", "seo_image_id", "updated_at", "created_at") SELECT "id", "template", "seo_image_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`region\` text DEFAULT 'europe' NOT NULL,
  	\`country\` text DEFAULT 'FR' NOT NULL,
  	\`cover_id\` integer,
  	\`seo_image_id\` integer,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_city\` text,
  	\`coordinates_latitude\` numeric,
  	\`coordinates_longitude\` numeric,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries\`("id", "slug", "region", "country", "cover_id", "seo_image_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at") SELECT "id", "slug", "region", "country", "cover_id", "seo_image_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at" FROM \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries\` RENAME TO \`subsidiaries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_slug_idx\` ON \`subsidiaries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_cover_idx\` ON \`subsidiaries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_seo_seo_image_idx\` ON \`subsidiaries\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_offers_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`coworking__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`coworking\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`day_at_dav__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`day_at_dav\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`surtitle\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "surtitle", "title", "intro", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "surtitle", "title", "intro", "image_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_text\`("_order", "_parent_id", "_path", "_locale", "id", "title", "body", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "body", "block_name" FROM \`pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_text\` RENAME TO \`pages_blocks_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_order_idx\` ON \`pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_parent_id_idx\` ON \`pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_path_idx\` ON \`pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_locale_idx\` ON \`pages_blocks_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cta\`("_order", "_parent_id", "_path", "_locale", "id", "title", "label", "url", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "label", "url", "block_name" FROM \`pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cta\` RENAME TO \`pages_blocks_cta\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_order_idx\` ON \`pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_parent_id_idx\` ON \`pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_path_idx\` ON \`pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_locale_idx\` ON \`pages_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "_locale", "id", "image_id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "image_id", "caption", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_locale_idx\` ON \`pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_know_more_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_know_more\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_know_more_items\`("_order", "_parent_id", "_locale", "id", "title", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "title", "url", "image_id" FROM \`pages_blocks_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_know_more_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_know_more_items\` RENAME TO \`pages_blocks_know_more_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_order_idx\` ON \`pages_blocks_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_parent_id_idx\` ON \`pages_blocks_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_locale_idx\` ON \`pages_blocks_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_items_image_idx\` ON \`pages_blocks_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_know_more\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_know_more\`("_order", "_parent_id", "_path", "_locale", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "block_name" FROM \`pages_blocks_know_more\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_know_more\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_know_more\` RENAME TO \`pages_blocks_know_more\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_order_idx\` ON \`pages_blocks_know_more\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_parent_id_idx\` ON \`pages_blocks_know_more\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_path_idx\` ON \`pages_blocks_know_more\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_know_more_locale_idx\` ON \`pages_blocks_know_more\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_media_gallery_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer NOT NULL,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_media_gallery_gallery\`("_order", "_parent_id", "_locale", "id", "media_id") SELECT "_order", "_parent_id", "_locale", "id", "media_id" FROM \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_media_gallery_gallery\` RENAME TO \`pages_blocks_media_gallery_gallery\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_order_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_locale_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_gallery_media_idx\` ON \`pages_blocks_media_gallery_gallery\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_media_gallery\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_media_gallery\`("_order", "_parent_id", "_path", "_locale", "id", "title", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "block_name" FROM \`pages_blocks_media_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_media_gallery\` RENAME TO \`pages_blocks_media_gallery\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_order_idx\` ON \`pages_blocks_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_parent_id_idx\` ON \`pages_blocks_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_path_idx\` ON \`pages_blocks_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_gallery_locale_idx\` ON \`pages_blocks_media_gallery\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mascot_greetings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mascot\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mascot_greetings\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mascot_greetings\` RENAME TO \`pages_blocks_mascot_greetings\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_order_idx\` ON \`pages_blocks_mascot_greetings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_parent_id_idx\` ON \`pages_blocks_mascot_greetings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_greetings_locale_idx\` ON \`pages_blocks_mascot_greetings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mascot\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mascot\`("_order", "_parent_id", "_path", "_locale", "id", "name", "image_id", "second_image_id", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "name", "image_id", "second_image_id", "block_name" FROM \`pages_blocks_mascot\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mascot\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mascot\` RENAME TO \`pages_blocks_mascot\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_order_idx\` ON \`pages_blocks_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_parent_id_idx\` ON \`pages_blocks_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_path_idx\` ON \`pages_blocks_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_locale_idx\` ON \`pages_blocks_mascot\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_image_idx\` ON \`pages_blocks_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mascot_second_image_idx\` ON \`pages_blocks_mascot\` (\`second_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_name_prompt\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_name_prompt\`("_order", "_parent_id", "_path", "_locale", "id", "label", "placeholder", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "label", "placeholder", "button_label", "block_name" FROM \`pages_blocks_name_prompt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_name_prompt\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_name_prompt\` RENAME TO \`pages_blocks_name_prompt\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_order_idx\` ON \`pages_blocks_name_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_parent_id_idx\` ON \`pages_blocks_name_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_path_idx\` ON \`pages_blocks_name_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_name_prompt_locale_idx\` ON \`pages_blocks_name_prompt\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_entry_points_entries\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_entry_points_entries\`("_order", "_parent_id", "_locale", "id", "kind", "title", "text", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "kind", "title", "text", "url", "image_id" FROM \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_entry_points_entries\` RENAME TO \`pages_blocks_entry_points_entries\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_order_idx\` ON \`pages_blocks_entry_points_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_parent_id_idx\` ON \`pages_blocks_entry_points_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_locale_idx\` ON \`pages_blocks_entry_points_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_entry_points_entries_image_idx\` ON \`pages_blocks_entry_points_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "slug", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_clients\` (
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
  await db.run(sql`INSERT INTO \`__new_subsidiaries_clients\`("_order", "_parent_id", "id", "name", "url", "logo_id") SELECT "_order", "_parent_id", "id", "name", "url", "logo_id" FROM \`subsidiaries_clients\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_clients\` RENAME TO \`subsidiaries_clients\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_order_idx\` ON \`subsidiaries_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_parent_id_idx\` ON \`subsidiaries_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_clients_logo_idx\` ON \`subsidiaries_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_know_more_items\` (
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
  await db.run(sql`INSERT INTO \`__new_subsidiaries_know_more_items\`("_order", "_parent_id", "_locale", "id", "title", "url", "image_id") SELECT "_order", "_parent_id", "_locale", "id", "title", "url", "image_id" FROM \`subsidiaries_know_more_items\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_know_more_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_know_more_items\` RENAME TO \`subsidiaries_know_more_items\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_order_idx\` ON \`subsidiaries_know_more_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_parent_id_idx\` ON \`subsidiaries_know_more_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_locale_idx\` ON \`subsidiaries_know_more_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_know_more_items_image_idx\` ON \`subsidiaries_know_more_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_transport\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text NOT NULL,
  	\`line\` text NOT NULL,
  	\`stop\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_transport\`("_order", "_parent_id", "id", "mode", "line", "stop") SELECT "_order", "_parent_id", "id", "mode", "line", "stop" FROM \`subsidiaries_transport\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_transport\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_transport\` RENAME TO \`subsidiaries_transport\`;`)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_order_idx\` ON \`subsidiaries_transport\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_transport_parent_id_idx\` ON \`subsidiaries_transport\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`presentation\` text,
  	\`know_more_title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries_locales\`("title", "intro", "presentation", "know_more_title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "intro", "presentation", "know_more_title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries_locales\` RENAME TO \`subsidiaries_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_locales_locale_parent_id_unique\` ON \`subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_coworking_details_locales\` (
  	\`label\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coworking_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coworking_details_locales\`("label", "text", "id", "_locale", "_parent_id") SELECT "label", "text", "id", "_locale", "_parent_id" FROM \`coworking_details_locales\`;`)
  await db.run(sql`DROP TABLE \`coworking_details_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_coworking_details_locales\` RENAME TO \`coworking_details_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`coworking_details_locales_locale_parent_id_unique\` ON \`coworking_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_themes_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_themes_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_themes_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_themes_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_themes_locales\` RENAME TO \`day_at_dav_themes_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_themes_locales_locale_parent_id_unique\` ON \`day_at_dav_themes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_rooms_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_rooms_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_rooms_locales\` RENAME TO \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_rooms_locales_locale_parent_id_unique\` ON \`day_at_dav_rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_lunches_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_lunches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_lunches_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_lunches_locales\` RENAME TO \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_lunches_locales_locale_parent_id_unique\` ON \`day_at_dav_lunches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_goodies_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_goodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_day_at_dav_goodies_locales\`("title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_goodies_locales\` RENAME TO \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_goodies_locales_locale_parent_id_unique\` ON \`day_at_dav_goodies_locales\` (\`_locale\`,\`_parent_id\`);`)
}
