import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_options_locales_locale_parent_id_unique\` ON \`forms_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`name\` text NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`value\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`step\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`message_if_empty\` text,
  	\`message_if_invalid\` text,
  	\`message_if_large_file\` text,
  	\`message_if_snowden\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`success_target\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_name_idx\` ON \`forms\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_texts_order_parent\` ON \`forms_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`region\` text DEFAULT 'europe' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_slug_idx\` ON \`subsidiaries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_locales_locale_parent_id_unique\` ON \`subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries_texts_order_parent\` ON \`subsidiaries_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`expertises\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`expertises_slug_idx\` ON \`expertises\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`expertises_updated_at_idx\` ON \`expertises\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`expertises_created_at_idx\` ON \`expertises\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`expertises_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`expertises_locales_locale_parent_id_unique\` ON \`expertises_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coworking_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coworking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coworking_details_order_idx\` ON \`coworking_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coworking_details_parent_id_idx\` ON \`coworking_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coworking_details_locales\` (
  	\`label\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coworking_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coworking_details_locales_locale_parent_id_unique\` ON \`coworking_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coworking\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day_rate_price\` numeric,
  	\`week_rate_price\` numeric,
  	\`month_rate_price\` numeric,
  	\`address\` text,
  	\`itinerary_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`coworking_locales\` (
  	\`form_title\` text,
  	\`form_message\` text,
  	\`presentation_title\` text,
  	\`presentation_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coworking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coworking_locales_locale_parent_id_unique\` ON \`coworking_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coworking_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coworking\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coworking_rels_order_idx\` ON \`coworking_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`coworking_rels_parent_idx\` ON \`coworking_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`coworking_rels_path_idx\` ON \`coworking_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`coworking_rels_media_id_idx\` ON \`coworking_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subsidiaries_id\` integer REFERENCES subsidiaries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`expertises_id\` integer REFERENCES expertises(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subsidiaries_id_idx\` ON \`payload_locked_documents_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_expertises_id_idx\` ON \`payload_locked_documents_rels\` (\`expertises_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_texts\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_texts\`;`)
  await db.run(sql`DROP TABLE \`expertises\`;`)
  await db.run(sql`DROP TABLE \`expertises_locales\`;`)
  await db.run(sql`DROP TABLE \`coworking_details\`;`)
  await db.run(sql`DROP TABLE \`coworking_details_locales\`;`)
  await db.run(sql`DROP TABLE \`coworking\`;`)
  await db.run(sql`DROP TABLE \`coworking_locales\`;`)
  await db.run(sql`DROP TABLE \`coworking_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
