import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trads_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_content_locales" (
  	"blog_title" varchar,
  	"blog_intro" varchar,
  	"blog_filters" varchar,
  	"blog_category" varchar,
  	"blog_all_categories" varchar,
  	"blog_order" varchar,
  	"blog_newest" varchar,
  	"blog_oldest" varchar,
  	"blog_apply" varchar,
  	"blog_count" varchar,
  	"blog_none" varchar,
  	"blog_load_more" varchar,
  	"blog_results" varchar,
  	"blog_by" varchar,
  	"blog_related" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "trads_content_locales" ADD CONSTRAINT "trads_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "trads_content_locales_locale_parent_id_unique" ON "trads_content_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trads_content" CASCADE;
  DROP TABLE "trads_content_locales" CASCADE;`)
}
