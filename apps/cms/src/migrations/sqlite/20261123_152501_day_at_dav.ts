import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`day_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`values\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`day_requests_updated_at_idx\` ON \`day_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`day_requests_created_at_idx\` ON \`day_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_themes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`day_at_dav_themes_order_idx\` ON \`day_at_dav_themes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_themes_parent_id_idx\` ON \`day_at_dav_themes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_themes_image_idx\` ON \`day_at_dav_themes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_themes_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_themes_locales_locale_parent_id_unique\` ON \`day_at_dav_themes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_rooms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`price_per_day\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`day_at_dav_rooms_order_idx\` ON \`day_at_dav_rooms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_rooms_parent_id_idx\` ON \`day_at_dav_rooms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_rooms_image_idx\` ON \`day_at_dav_rooms\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_rooms_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_rooms_locales_locale_parent_id_unique\` ON \`day_at_dav_rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_lunches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`day_at_dav_lunches_order_idx\` ON \`day_at_dav_lunches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_lunches_parent_id_idx\` ON \`day_at_dav_lunches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_lunches_image_idx\` ON \`day_at_dav_lunches\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_lunches_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_lunches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_lunches_locales_locale_parent_id_unique\` ON \`day_at_dav_lunches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_goodies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`day_at_dav_goodies_order_idx\` ON \`day_at_dav_goodies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_goodies_parent_id_idx\` ON \`day_at_dav_goodies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`day_at_dav_goodies_image_idx\` ON \`day_at_dav_goodies\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav_goodies_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav_goodies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_goodies_locales_locale_parent_id_unique\` ON \`day_at_dav_goodies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`day_at_dav\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`day_at_dav_locales\` (
  	\`intro_title\` text,
  	\`intro_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`day_at_dav_locales_locale_parent_id_unique\` ON \`day_at_dav_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`day_requests_id\` integer REFERENCES day_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_day_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`day_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_day_heading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_day_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`request_sent_back_day\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_slider\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_progress\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_step_theme\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_step_room\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_step_lunch\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_step_goodie\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_step_summary\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_next\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_skip\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_back\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_select\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_selected\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_quantity_room\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_quantity_lunch\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_quantity_goodie\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_quantity_hint\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_theme_missing\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_price_per_day\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_empty\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_summary_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_summary_none\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_kind_theme\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_kind_room\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_kind_lunch\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_kind_goodie\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_form_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_noscript\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_contact\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_announce\` text;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` ADD \`day_summary_line\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`day_requests\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_themes\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_themes_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_rooms\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_lunches\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_lunches_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_goodies\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_goodies_locales\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav\`;`)
  await db.run(sql`DROP TABLE \`day_at_dav_locales\`;`)
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
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`offers_id\` integer,
  	\`managers_id\` integer,
  	\`applications_id\` integer,
  	\`candidates_id\` integer,
  	\`skill_test_requests_id\` integer,
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
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`managers_id\`) REFERENCES \`managers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skill_test_requests_id\`) REFERENCES \`skill_test_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whistleblowing_reports_id\`) REFERENCES \`whistleblowing_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "coworking_requests_id", "submission_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_managers_id_idx\` ON \`payload_locked_documents_rels\` (\`managers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skill_test_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`skill_test_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whistleblowing_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`whistleblowing_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_day_heading\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_day_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`request_sent_back_day\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_slider\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_progress\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_step_theme\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_step_room\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_step_lunch\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_step_goodie\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_step_summary\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_next\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_skip\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_back\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_select\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_selected\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_quantity_room\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_quantity_lunch\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_quantity_goodie\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_quantity_hint\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_theme_missing\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_price_per_day\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_empty\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_summary_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_summary_none\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_kind_theme\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_kind_room\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_kind_lunch\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_kind_goodie\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_form_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_noscript\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_contact\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_announce\`;`)
  await db.run(sql`ALTER TABLE \`trads_coworking_locales\` DROP COLUMN \`day_summary_line\`;`)
}
