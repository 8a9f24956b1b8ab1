CREATE TABLE "detections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "detections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"record_id" integer,
	"part" varchar(4),
	"position" integer,
	"user_id" integer,
	"normal_key" varchar(120) NOT NULL,
	"polarised_key" varchar(120) NOT NULL,
	"result" jsonb,
	"measures" jsonb,
	"quality" jsonb NOT NULL,
	"version" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detections_record_idx" ON "detections" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "detections_customer_idx" ON "detections" USING btree ("customer_id");