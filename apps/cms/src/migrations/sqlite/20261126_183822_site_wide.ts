import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_languages_order_idx\` ON \`redirects_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_languages_parent_idx\` ON \`redirects_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`share_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_share_image_idx\` ON \`site_settings_locales\` (\`share_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`revision\` numeric DEFAULT 1 NOT NULL,
  	\`gtm_container_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`consent_locales\` (
  	\`banner_title\` text,
  	\`banner_text\` text,
  	\`banner_accept_all\` text,
  	\`banner_reject_all\` text,
  	\`banner_choose\` text,
  	\`preferences_title\` text,
  	\`preferences_text\` text,
  	\`preferences_save\` text,
  	\`preferences_close\` text,
  	\`necessary_title\` text,
  	\`necessary_text\` text,
  	\`analytics_title\` text,
  	\`analytics_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_locales_locale_parent_id_unique\` ON \`consent_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_seo_seo_image_idx\` ON \`subsidiaries\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`offers_seo_seo_image_idx\` ON \`offers\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_seo_version_seo_image_idx\` ON \`_offers_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`shell_loading\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`footer_accessible_version\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`error_reload\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_title\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_message\` text;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`offline_retry\` text;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` ADD \`form_file_again\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects_languages\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`consent\`;`)
  await db.run(sql`DROP TABLE \`consent_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_subsidiaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`region\` text DEFAULT 'europe' NOT NULL,
  	\`country\` text DEFAULT 'FR' NOT NULL,
  	\`cover_id\` integer,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_city\` text,
  	\`coordinates_latitude\` numeric,
  	\`coordinates_longitude\` numeric,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subsidiaries\`("id", "slug", "region", "country", "cover_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at") SELECT "id", "slug", "region", "country", "cover_id", "address_street", "address_postal_code", "address_city", "coordinates_latitude", "coordinates_longitude", "contact_email", "contact_phone", "updated_at", "created_at" FROM \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`ALTER TABLE \`__new_subsidiaries\` RENAME TO \`subsidiaries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_slug_idx\` ON \`subsidiaries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_cover_idx\` ON \`subsidiaries\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`subsidiary_id\` integer,
  	\`author_name\` text,
  	\`author_position\` text,
  	\`author_position_form\` text DEFAULT 'masculine',
  	\`author_photo_id\` integer,
  	\`date_posted\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subsidiary_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "cover_id", "subsidiary_id", "author_name", "author_position", "author_position_form", "author_photo_id", "date_posted", "updated_at", "created_at", "_status") SELECT "id", "cover_id", "subsidiary_id", "author_name", "author_position", "author_position_form", "author_photo_id", "date_posted", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE INDEX \`posts_cover_idx\` ON \`posts\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_subsidiary_idx\` ON \`posts\` (\`subsidiary_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_author_photo_idx\` ON \`posts\` (\`author_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_posted_idx\` ON \`posts\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_subsidiary_id\` integer,
  	\`version_author_name\` text,
  	\`version_author_position\` text,
  	\`version_author_position_form\` text DEFAULT 'masculine',
  	\`version_author_photo_id\` integer,
  	\`version_date_posted\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_subsidiary_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_cover_id", "version_subsidiary_id", "version_author_name", "version_author_position", "version_author_position_form", "version_author_photo_id", "version_date_posted", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_cover_id", "version_subsidiary_id", "version_author_name", "version_author_position", "version_author_position_form", "version_author_photo_id", "version_date_posted", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_idx\` ON \`_posts_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_subsidiary_idx\` ON \`_posts_v\` (\`version_subsidiary_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_author_version_author_photo_idx\` ON \`_posts_v\` (\`version_author_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_date_posted_idx\` ON \`_posts_v\` (\`version_date_posted\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
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
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "expertise_id", "contract_type", "remote_policy", "experience_level", "salary_min", "salary_max", "salary_currency", "salary_period", "date_posted", "valid_through", "updated_at", "created_at", "_status") SELECT "id", "expertise_id", "contract_type", "remote_policy", "experience_level", "salary_min", "salary_max", "salary_currency", "salary_period", "date_posted", "valid_through", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE INDEX \`offers_expertise_idx\` ON \`offers\` (\`expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_date_posted_idx\` ON \`offers\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`offers_valid_through_idx\` ON \`offers\` (\`valid_through\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v\` (
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
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_expertise_id", "version_contract_type", "version_remote_policy", "version_experience_level", "version_salary_min", "version_salary_max", "version_salary_currency", "version_salary_period", "version_date_posted", "version_valid_through", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_expertise_id", "version_contract_type", "version_remote_policy", "version_experience_level", "version_salary_min", "version_salary_max", "version_salary_currency", "version_salary_period", "version_date_posted", "version_valid_through", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
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
  	\`report_messages_id\` integer,
  	\`coworking_requests_id\` integer,
  	\`day_requests_id\` integer,
  	\`submission_files_id\` integer,
  	\`bot_intents_id\` integer,
  	\`bot_intent_stats_id\` integer,
  	\`bot_unmatched_questions_id\` integer,
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
  	FOREIGN KEY (\`report_messages_id\`) REFERENCES \`report_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coworking_requests_id\`) REFERENCES \`coworking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`day_requests_id\`) REFERENCES \`day_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bot_intents_id\`) REFERENCES \`bot_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bot_intent_stats_id\`) REFERENCES \`bot_intent_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bot_unmatched_questions_id\`) REFERENCES \`bot_unmatched_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "report_messages_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "bot_intents_id", "bot_intent_stats_id", "bot_unmatched_questions_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "forms_id", "subsidiaries_id", "expertises_id", "posts_id", "categories_id", "offers_id", "managers_id", "applications_id", "candidates_id", "skill_test_requests_id", "contact_requests_id", "whistleblowing_reports_id", "report_messages_id", "coworking_requests_id", "day_requests_id", "submission_files_id", "bot_intents_id", "bot_intent_stats_id", "bot_unmatched_questions_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`report_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coworking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coworking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_day_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`day_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_intents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_intent_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_intent_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_unmatched_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_unmatched_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`subsidiaries_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`shell_loading\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`footer_accessible_version\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`error_reload\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_title\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_message\`;`)
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`offline_retry\`;`)
  await db.run(sql`ALTER TABLE \`trads_forms_locales\` DROP COLUMN \`form_file_again\`;`)
}
