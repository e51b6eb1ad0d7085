import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trads_assistant\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_assistant_locales\` (
  	\`assistant_title\` text,
  	\`assistant_log\` text,
  	\`assistant_input\` text,
  	\`assistant_placeholder\` text,
  	\`assistant_send\` text,
  	\`assistant_close\` text,
  	\`assistant_typing\` text,
  	\`assistant_redirecting\` text,
  	\`assistant_choices\` text,
  	\`assistant_unavailable\` text,
  	\`assistant_contact\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_assistant\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_assistant_locales_locale_parent_id_unique\` ON \`trads_assistant_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trads_assistant\`;`)
  await db.run(sql`DROP TABLE \`trads_assistant_locales\`;`)
}
