import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "retention_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_months" numeric DEFAULT 12 NOT NULL,
  	"coworking_months" numeric DEFAULT 12 NOT NULL,
  	"day_months" numeric DEFAULT 12 NOT NULL,
  	"closed_report_months" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "closed_at" timestamp(3) with time zone;
  CREATE INDEX "whistleblowing_reports_closed_at_idx" ON "whistleblowing_reports" USING btree ("closed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retention_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "retention_settings" CASCADE;
  DROP INDEX "whistleblowing_reports_closed_at_idx";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "closed_at";`)
}
