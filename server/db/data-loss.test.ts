import { describe, expect, it } from 'vitest';
import { dataLossIn, type TypeOf } from './data-loss.ts';

const losses = (sql: string, typeOf?: TypeOf) => dataLossIn(sql, typeOf).map((l) => l.loses);

describe('dataLossIn', () => {
  it('names tables, schemas and sequences dropped, tables emptied and rows deleted', () => {
    expect(
      losses(`DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
        drop schema if exists old;
        DROP SEQUENCE "public"."posts_seq";
        TRUNCATE "inbox_items";
        DELETE FROM "inbox_items" WHERE "is_direct";`),
    ).toEqual([
      'drops the table login_failures and what it holds',
      'drops the schema old and what it holds',
      'drops the sequence posts_seq and what it holds',
      'empties tables',
      'deletes rows of inbox_items',
    ]);
  });

  it('names columns dropped, with or without the word COLUMN', () => {
    expect(
      losses(`ALTER TABLE "channels" DROP COLUMN "sandbox_hang";
        ALTER TABLE posts DROP IF EXISTS claim_token, ADD COLUMN "claim" text;`),
    ).toEqual(['drops the column channels.sandbox_hang', 'drops the column posts.claim_token']);
  });

  it('lets indexes, constraints, defaults, NOT NULL and triggers go: they hold no data', () => {
    expect(
      losses(`DROP INDEX "posts_channel_status_idx";
        ALTER TABLE "posts" DROP CONSTRAINT "posts_fk";
        ALTER TABLE "posts" ALTER COLUMN "status" DROP DEFAULT;
        ALTER TABLE "posts" ALTER COLUMN "link" DROP NOT NULL;
        DROP TRIGGER inbox_unread_count ON inbox_items;
        DROP FUNCTION inbox_unread_count();`),
    ).toEqual([]);
  });

  it('names a type change unless it only widens the column', () => {
    const types: Record<string, string> = {
      'posts.id': 'integer',
      'posts.message': 'varchar(200)',
      'posts.at': 'text',
    };
    const typeOf: TypeOf = (table, column) => types[`${table}.${column}`];
    expect(
      losses(
        `ALTER TABLE "posts" ALTER COLUMN "id" SET DATA TYPE bigint;
         ALTER TABLE "posts" ALTER COLUMN "message" SET DATA TYPE varchar(500);
         ALTER TABLE "posts" ALTER COLUMN "message" TYPE text;
         ALTER TABLE "posts" ALTER COLUMN "message" TYPE varchar(100);
         ALTER TABLE "posts" ALTER COLUMN "at" SET DATA TYPE timestamp with time zone USING "at"::timestamptz;
         ALTER TABLE "posts" ALTER COLUMN "lost" TYPE numeric(10, 2);`,
        typeOf,
      ),
    ).toEqual([
      'changes the type of posts.message from varchar(200) to varchar(100)',
      'changes the type of posts.at from text to timestamp with time zone',
      'changes the type of posts.lost from an unknown type to numeric(10, 2)',
    ]);
  });

  it('lets an update fill the columns its migration adds, and names one that overwrites older ones', () => {
    expect(
      losses(`ALTER TABLE "workspaces" ADD COLUMN "schedule_checked_at" timestamp with time zone;--> statement-breakpoint
        -- Workspaces that were working before the guide came have chosen their times already.
        UPDATE "workspaces" SET "schedule_checked_at" = "created_at";
        UPDATE "channels" SET "name" = 'Northwind; Coffee', "screen_name" = 'a = b' WHERE "channel_type" = 3;
        UPDATE "posts" SET "due_at" = NULL FROM (SELECT 1) AS q WHERE true;`),
    ).toEqual(['overwrites channels.name, channels.screen_name', 'overwrites posts.due_at']);
  });

  it('names an upsert that overwrites a table made before, not one made in the same migration', () => {
    const upsert = `INSERT INTO counts (id, n) SELECT 1, 2 ON CONFLICT (id) DO UPDATE SET n = excluded.n;`;
    expect(losses(upsert)).toEqual(['overwrites counts.n']);
    expect(losses(`CREATE TABLE "counts" ("id" int PRIMARY KEY, "n" int);\n${upsert}`)).toEqual([]);
  });

  it('finds a delete or an update behind a WITH query', () => {
    expect(
      losses(`WITH old AS (DELETE FROM "inbox_items" WHERE "is_direct" RETURNING "id") SELECT count(*) FROM old;
        WITH q AS (SELECT 1) UPDATE "posts" SET "due_at" = NULL FROM q;`),
    ).toEqual(['deletes rows of inbox_items', 'overwrites posts.due_at']);
  });

  it('reads neither comments, strings nor function bodies as statements', () => {
    expect(
      losses(`-- DROP TABLE "posts";
        CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN DELETE FROM posts; UPDATE counts SET n = 0; RETURN NULL; END;
        $$;
        INSERT INTO notes (body) VALUES ('DELETE FROM posts; TRUNCATE x');`),
    ).toEqual([]);
  });
});
