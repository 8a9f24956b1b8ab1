CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer,
	"user_name" varchar(50) NOT NULL,
	"description" text NOT NULL,
	"products" jsonb NOT NULL,
	"cares" jsonb NOT NULL,
	"img_url" varchar(200) NOT NULL,
	"customer_consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_tenant_created_idx" ON "cases" USING btree ("scope","owner_id","created_at");