import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trads_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_forms_locales\` (
  	\`request_sent_title\` text,
  	\`request_sent_heading\` text,
  	\`request_sent_message\` text,
  	\`request_sent_coworking_heading\` text,
  	\`request_sent_coworking_message\` text,
  	\`request_sent_back_home\` text,
  	\`request_sent_back_coworking\` text,
  	\`contact_title\` text,
  	\`contact_intro\` text,
  	\`form_submit\` text,
  	\`form_sending\` text,
  	\`form_success\` text,
  	\`form_failure\` text,
  	\`form_invalid\` text,
  	\`form_rate_limited\` text,
  	\`form_required\` text,
  	\`form_select_placeholder\` text,
  	\`form_file_hint\` text,
  	\`form_datepicker_open\` text,
  	\`form_datepicker_dialog\` text,
  	\`form_datepicker_previousmonth\` text,
  	\`form_datepicker_nextmonth\` text,
  	\`form_datepicker_unavailable\` text,
  	\`form_datepicker_close\` text,
  	\`form_datepicker_format\` text,
  	\`form_learn_more\` text,
  	\`form_honeypot\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_forms_locales_locale_parent_id_unique\` ON \`trads_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trads_coworking\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_coworking_locales\` (
  	\`coworking_title\` text,
  	\`coworking_nav\` text,
  	\`coworking_nav_presentation\` text,
  	\`coworking_nav_rates\` text,
  	\`coworking_nav_gallery\` text,
  	\`coworking_nav_details\` text,
  	\`coworking_nav_request\` text,
  	\`coworking_rates_title\` text,
  	\`coworking_rates_intro\` text,
  	\`coworking_rates_day\` text,
  	\`coworking_rates_week\` text,
  	\`coworking_rates_month\` text,
  	\`coworking_rates_price\` text,
  	\`coworking_rates_onrequest\` text,
  	\`coworking_request_day\` text,
  	\`coworking_request_week\` text,
  	\`coworking_request_month\` text,
  	\`coworking_gallery_title\` text,
  	\`coworking_details_title\` text,
  	\`coworking_map_title\` text,
  	\`coworking_map_itinerary\` text,
  	\`coworking_request_title\` text,
  	\`coworking_count_day\` text,
  	\`coworking_count_week\` text,
  	\`coworking_count_month\` text,
  	\`coworking_modal_close\` text,
  	\`coworking_estimate\` text,
  	\`coworking_estimate_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_coworking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_coworking_locales_locale_parent_id_unique\` ON \`trads_coworking_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trads_forms\`;`)
  await db.run(sql`DROP TABLE \`trads_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`trads_coworking\`;`)
  await db.run(sql`DROP TABLE \`trads_coworking_locales\`;`)
}
