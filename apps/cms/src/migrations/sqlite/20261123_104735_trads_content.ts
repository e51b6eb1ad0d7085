import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trads_content\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`trads_content_locales\` (
  	\`blog_title\` text,
  	\`blog_intro\` text,
  	\`blog_filters\` text,
  	\`blog_category\` text,
  	\`blog_all_categories\` text,
  	\`blog_order\` text,
  	\`blog_newest\` text,
  	\`blog_oldest\` text,
  	\`blog_apply\` text,
  	\`blog_count\` text,
  	\`blog_none\` text,
  	\`blog_load_more\` text,
  	\`blog_results\` text,
  	\`blog_by\` text,
  	\`blog_related\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trads_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trads_content_locales_locale_parent_id_unique\` ON \`trads_content_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trads_content\`;`)
  await db.run(sql`DROP TABLE \`trads_content_locales\`;`)
}
