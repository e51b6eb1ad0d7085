import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`trads_locales\` ADD \`footer_standard_version\` text;`);
  await db.run(sql`ALTER TABLE \`trads_assistant_locales\` ADD \`assistant_go_to\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_themes\` ADD \`seo_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_themes_seo_seo_image_idx\` ON \`day_at_dav_themes\` (\`seo_image_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` ADD \`seo_title\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` ADD \`seo_description\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms\` ADD \`seo_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_rooms_seo_seo_image_idx\` ON \`day_at_dav_rooms\` (\`seo_image_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` ADD \`seo_title\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` ADD \`seo_description\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches\` ADD \`seo_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_lunches_seo_seo_image_idx\` ON \`day_at_dav_lunches\` (\`seo_image_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` ADD \`seo_title\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` ADD \`seo_description\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies\` ADD \`seo_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_goodies_seo_seo_image_idx\` ON \`day_at_dav_goodies\` (\`seo_image_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` ADD \`seo_title\` text;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` ADD \`seo_description\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_themes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_day_at_dav_themes\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`day_at_dav_themes\`;`,
  );
  await db.run(sql`DROP TABLE \`day_at_dav_themes\`;`);
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_themes\` RENAME TO \`day_at_dav_themes\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`day_at_dav_themes_order_idx\` ON \`day_at_dav_themes\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_themes_parent_id_idx\` ON \`day_at_dav_themes\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`day_at_dav_themes_image_idx\` ON \`day_at_dav_themes\` (\`image_id\`);`);
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_rooms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`price_per_day\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_day_at_dav_rooms\`("_order", "_parent_id", "id", "image_id", "price_per_day") SELECT "_order", "_parent_id", "id", "image_id", "price_per_day" FROM \`day_at_dav_rooms\`;`,
  );
  await db.run(sql`DROP TABLE \`day_at_dav_rooms\`;`);
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_rooms\` RENAME TO \`day_at_dav_rooms\`;`);
  await db.run(sql`CREATE INDEX \`day_at_dav_rooms_order_idx\` ON \`day_at_dav_rooms\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_rooms_parent_id_idx\` ON \`day_at_dav_rooms\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`day_at_dav_rooms_image_idx\` ON \`day_at_dav_rooms\` (\`image_id\`);`);
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_lunches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_day_at_dav_lunches\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`day_at_dav_lunches\`;`,
  );
  await db.run(sql`DROP TABLE \`day_at_dav_lunches\`;`);
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_lunches\` RENAME TO \`day_at_dav_lunches\`;`);
  await db.run(sql`CREATE INDEX \`day_at_dav_lunches_order_idx\` ON \`day_at_dav_lunches\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_lunches_parent_id_idx\` ON \`day_at_dav_lunches\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`day_at_dav_lunches_image_idx\` ON \`day_at_dav_lunches\` (\`image_id\`);`);
  await db.run(sql`CREATE TABLE \`__new_day_at_dav_goodies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`day_at_dav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_day_at_dav_goodies\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`day_at_dav_goodies\`;`,
  );
  await db.run(sql`DROP TABLE \`day_at_dav_goodies\`;`);
  await db.run(sql`ALTER TABLE \`__new_day_at_dav_goodies\` RENAME TO \`day_at_dav_goodies\`;`);
  await db.run(sql`CREATE INDEX \`day_at_dav_goodies_order_idx\` ON \`day_at_dav_goodies\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`day_at_dav_goodies_parent_id_idx\` ON \`day_at_dav_goodies\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`day_at_dav_goodies_image_idx\` ON \`day_at_dav_goodies\` (\`image_id\`);`);
  await db.run(sql`ALTER TABLE \`trads_locales\` DROP COLUMN \`footer_standard_version\`;`);
  await db.run(sql`ALTER TABLE \`trads_assistant_locales\` DROP COLUMN \`assistant_go_to\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` DROP COLUMN \`seo_title\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_themes_locales\` DROP COLUMN \`seo_description\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` DROP COLUMN \`seo_title\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_rooms_locales\` DROP COLUMN \`seo_description\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` DROP COLUMN \`seo_title\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_lunches_locales\` DROP COLUMN \`seo_description\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` DROP COLUMN \`seo_title\`;`);
  await db.run(sql`ALTER TABLE \`day_at_dav_goodies_locales\` DROP COLUMN \`seo_description\`;`);
}
