import { EventEmitter } from "node:events";
import SqliteDatabase from "better-sqlite3";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { nameStatementsOf, preparedStatementLimit, withStatementCache } from "./statement-cache";

describe("the SQLite statement cache", () => {
  const sqlite = new SqliteDatabase(":memory:");
  sqlite.exec("create table numbers (n integer not null)");
  sqlite.exec("insert into numbers (n) values (1), (2), (3)");
  afterEach(() => sqlite.exec("delete from numbers where n > 3"));

  it("prepares a text once and answers it again with the same statement", () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare("select n from numbers order by n");
    const again = cached.prepare("select n from numbers order by n");
    expect(again).toBe(first);
    expect(again.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it("keeps only the most recently used texts", () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare("select 1 as a");
    cached.prepare("select 2 as b");
    cached.prepare("select 1 as a");
    cached.prepare("select 3 as c");
    expect(cached.prepare("select 1 as a")).toBe(a);
    expect(cached.prepare("select 2 as b")).not.toBe(a);
  });

  it("gives a statement being iterated no second user", () => {
    const cached = withStatementCache(sqlite);
    const text = "select n from numbers order by n";
    const streaming = cached.prepare(text).iterate();
    expect(streaming.next().value).toEqual({ n: 1 });
    const meanwhile = cached.prepare(text);
    expect(meanwhile.all()).toHaveLength(3);
    expect([...streaming]).toEqual([{ n: 2 }, { n: 3 }]);
  });
});

describe("PostgreSQL statement names", () => {
  /** A pool that hands out one client recording what it was asked. */
  function fakePool() {
    const sent: unknown[] = [];
    const client = {
      query(text: unknown, values?: unknown) {
        sent.push(values === undefined ? text : [text, values]);
        return Promise.resolve();
      },
    };
    const pool = new EventEmitter();
    nameStatementsOf(pool as unknown as pg.Pool);
    pool.emit("connect", client);
    return { client, sent };
  }

  it("sends each text under one name, the same on every connection", () => {
    const one = fakePool();
    const two = fakePool();
    void one.client.query("select $1 as first", [1]);
    void two.client.query("select $1 as first", [2]);
    const [first] = one.sent as { name: string; text: string; values: unknown[] }[];
    expect(first).toMatchObject({ text: "select $1 as first", values: [1] });
    expect(two.sent).toEqual([{ name: first?.name, text: "select $1 as first", values: [2] }]);
  });

  it("names at most the limit of texts and sends the rest unnamed; other queries pass as they are", () => {
    const { client, sent } = fakePool();
    for (let index = 0; index <= preparedStatementLimit; index++) void client.query(`select ${index}`, []);
    const named = sent.filter((query) => typeof query === "object" && query !== null && "name" in query);
    expect(named.length).toBeLessThanOrEqual(preparedStatementLimit);
    expect(sent.at(-1)).toEqual([`select ${preparedStatementLimit}`, []]);
    const cursor = { submit: () => undefined };
    void client.query(cursor);
    expect(sent.at(-1)).toBe(cursor);
  });
});
