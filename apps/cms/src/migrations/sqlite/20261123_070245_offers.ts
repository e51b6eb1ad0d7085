import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`technology_id\` text,
  	\`sub_technology_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_technologies_order_idx\` ON \`offers_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_technologies_parent_id_idx\` ON \`offers_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`expertise_id\` integer,
  	\`contract_type\` text DEFAULT 'cdi',
  	\`remote_policy\` text DEFAULT 'hybrid',
  	\`experience_level\` text DEFAULT 'confirmed',
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_currency\` text DEFAULT 'EUR',
  	\`salary_period\` text DEFAULT 'year',
  	\`date_posted\` text,
  	\`valid_through\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_expertise_idx\` ON \`offers\` (\`expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_date_posted_idx\` ON \`offers\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`offers_valid_through_idx\` ON \`offers\` (\`valid_through\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`offers_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`missions\` text,
  	\`profile\` text,
  	\`benefits\` text,
  	\`search_title\` text,
  	\`search_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_locales_locale_parent_id_unique\` ON \`offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`subsidiaries_id\` integer,
  	\`managers_id\` integer,
  	\`offers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`managers_id\`) REFERENCES \`managers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_subsidiaries_id_idx\` ON \`offers_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_managers_id_idx\` ON \`offers_rels\` (\`managers_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_offers_id_idx\` ON \`offers_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`technology_id\` text,
  	\`sub_technology_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_technologies_order_idx\` ON \`_offers_v_version_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_technologies_parent_id_idx\` ON \`_offers_v_version_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_expertise_id\` integer,
  	\`version_contract_type\` text DEFAULT 'cdi',
  	\`version_remote_policy\` text DEFAULT 'hybrid',
  	\`version_experience_level\` text DEFAULT 'confirmed',
  	\`version_salary_min\` numeric,
  	\`version_salary_max\` numeric,
  	\`version_salary_currency\` text DEFAULT 'EUR',
  	\`version_salary_period\` text DEFAULT 'year',
  	\`version_date_posted\` text,
  	\`version_valid_through\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_expertise_idx\` ON \`_offers_v\` (\`version_expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_date_posted_idx\` ON \`_offers_v\` (\`version_date_posted\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_valid_through_idx\` ON \`_offers_v\` (\`version_valid_through\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_snapshot_idx\` ON \`_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_published_locale_idx\` ON \`_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_missions\` text,
  	\`version_profile\` text,
  	\`version_benefits\` text,
  	\`version_search_title\` text,
  	\`version_search_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_slug_idx\` ON \`_offers_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_offers_v_locales_locale_parent_id_unique\` ON \`_offers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`subsidiaries_id\` integer,
  	\`managers_id\` integer,
  	\`offers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`managers_id\`) REFERENCES \`managers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_subsidiaries_id_idx\` ON \`_offers_v_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_managers_id_idx\` ON \`_offers_v_rels\` (\`managers_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_offers_id_idx\` ON \`_offers_v_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE TABLE \`managers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`position_form\` text DEFAULT 'masculine' NOT NULL,
  	\`email\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`managers_photo_idx\` ON \`managers\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`managers_updated_at_idx\` ON \`managers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`managers_created_at_idx\` ON \`managers\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`country\` text DEFAULT 'FR' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`managers_id\` integer REFERENCES managers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_managers_id_idx\` ON \`payload_locked_documents_rels\` (\`managers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers_technologies\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers_locales\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_technologies\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`managers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`subsidiaries_id\` integer,
  	\`expertises_id\` integer,
  	\`contact_requests_id\` integer,
  	\`whistleblowing_reports_id\` integer,
  	\`coworking_requests_id\` integer,
  	\`submission_files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whistleblowing_reports_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subsidiaries_id_idx\` ON \`payload_locked_documents_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_expertises_id_idx\` ON \`payload_locked_documents_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whistleblowing_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`whistleblowing_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` DROP COLUMN \`country\`;`)
}
