import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_know_more_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_know_more" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_know_more_items" ADD CONSTRAINT "pages_blocks_know_more_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_know_more_items" ADD CONSTRAINT "pages_blocks_know_more_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_know_more"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_know_more" ADD CONSTRAINT "pages_blocks_know_more_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_know_more_items_order_idx" ON "pages_blocks_know_more_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_know_more_items_parent_id_idx" ON "pages_blocks_know_more_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_know_more_items_locale_idx" ON "pages_blocks_know_more_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_know_more_items_image_idx" ON "pages_blocks_know_more_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_know_more_order_idx" ON "pages_blocks_know_more" USING btree ("_order");
  CREATE INDEX "pages_blocks_know_more_parent_id_idx" ON "pages_blocks_know_more" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_know_more_path_idx" ON "pages_blocks_know_more" USING btree ("_path");
  CREATE INDEX "pages_blocks_know_more_locale_idx" ON "pages_blocks_know_more" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_know_more_items" CASCADE;
  DROP TABLE "pages_blocks_know_more" CASCADE;`)
}
