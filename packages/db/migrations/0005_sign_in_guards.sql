CREATE TABLE "sign_in_guards" (
	"account" varchar(80) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
