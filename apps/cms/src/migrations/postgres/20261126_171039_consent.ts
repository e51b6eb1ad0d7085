import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "consent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revision" numeric DEFAULT 1 NOT NULL,
  	"gtm_container_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_locales" (
  	"banner_title" varchar,
  	"banner_text" varchar,
  	"banner_accept_all" varchar,
  	"banner_reject_all" varchar,
  	"banner_choose" varchar,
  	"preferences_title" varchar,
  	"preferences_text" varchar,
  	"preferences_save" varchar,
  	"preferences_close" varchar,
  	"necessary_title" varchar,
  	"necessary_text" varchar,
  	"analytics_title" varchar,
  	"analytics_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "consent_locales" ADD CONSTRAINT "consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "consent_locales_locale_parent_id_unique" ON "consent_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "consent" CASCADE;
  DROP TABLE "consent_locales" CASCADE;`)
}
