import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent\`;`)
  await db.run(sql`DROP TABLE \`consent_locales\`;`)
}
