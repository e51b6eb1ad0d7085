import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_report_access_log_action" AS ENUM('read', 'download', 'update', 'delete');
  CREATE TABLE "report_access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"action" "enum_report_access_log_action" NOT NULL,
  	"report" numeric,
  	"file" numeric,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "report_access_log" ADD CONSTRAINT "report_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "report_access_log_user_idx" ON "report_access_log" USING btree ("user_id");
  CREATE INDEX "report_access_log_report_idx" ON "report_access_log" USING btree ("report");
  CREATE INDEX "report_access_log_file_idx" ON "report_access_log" USING btree ("file");
  CREATE INDEX "report_access_log_updated_at_idx" ON "report_access_log" USING btree ("updated_at");
  CREATE INDEX "report_access_log_created_at_idx" ON "report_access_log" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "report_access_log" CASCADE;
  DROP TYPE "public"."enum_report_access_log_action";`)
}
