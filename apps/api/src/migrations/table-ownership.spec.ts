import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every table (and sequence) has one owner: the only part of the API whose SQL may name it.
 * Another context's data is read and written through that context's port (`AccountDirectory`,
 * `OfferStock`, `CartCheckout`, `MailOutbox`, `PromoCodes`, `CodeHolders`), which joins the
 * caller's transaction. The platform owns the tables of its plumbing: HTTP sessions, rate-limit
 * counters, and the catalogue's change counter that the response cache polls (the migration
 * hangs its trigger on the catalogue's tables; no context's SQL names the counter).
 *
 * A new migration's table goes into this list, under the context whose SQL uses it.
 */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  catalogue: ['category', 'subcategory', 'product', 'wholesaler', 'offer', 'price_change', 'favourite'],
  accounts: ['app_user', 'email_change'],
  verification: ['verification_code'],
  promo: ['promo_code'],
  cart: ['cart_item'],
  orders: ['customer_order', 'purchase_order', 'purchase_order_line'],
  mail: ['mail_outbox'],
  newsletter: ['newsletter_subscription'],
  platform: ['http_session', 'rate_limit_counter', 'catalogue_change_seq'],
};

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables and sequences the migrations create. */
function createdByMigrations(): string[] {
  const created = filesUnder(join(SRC, 'migrations')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/CREATE\s+(?:TABLE|SEQUENCE)\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!),
  );
  return [...new Set(created)].sort();
}

/**
 * What a file's code says to the database: the text of its string and template literals (SQL;
 * comments do not count), and the table names it hands to a library (`tableName: '...'` of the
 * session store, `@Entity('...')` of a TypeORM entity).
 */
function databaseTexts(file: string): { sql: string[]; tableNames: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const sql: string[] = [];
  const tableNames: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) sql.push(node.text);
    else if (ts.isTemplateExpression(node)) sql.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'tableName' && ts.isStringLiteral(node.initializer)) {
      tableNames.push(node.initializer.text);
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'Entity') {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) tableNames.push(first.text);
      if (first && ts.isObjectLiteralExpression(first)) {
        for (const p of first.properties) {
          if (ts.isPropertyAssignment(p) && p.name.getText(source) === 'name' && ts.isStringLiteral(p.initializer)) tableNames.push(p.initializer.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sql, tableNames };
}

const SQL_NAMES_A_RELATION = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE|TRUNCATE|REFERENCES|USING)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)/gi;

/** The known tables a file names: after a SQL keyword in a literal, or handed to a library by name. */
function tablesNamedIn(file: string, known: ReadonlySet<string>): string[] {
  const { sql, tableNames } = databaseTexts(file);
  const named = new Set(tableNames.filter((t) => known.has(t)));
  for (const text of sql) {
    for (const m of text.matchAll(SQL_NAMES_A_RELATION)) if (known.has(m[1]!.toLowerCase())) named.add(m[1]!.toLowerCase());
  }
  return [...named];
}

describe('table ownership', () => {
  const created = createdByMigrations();
  const known = new Set(created);

  it('gives every table the migrations create exactly one owner', () => {
    const owned = Object.values(TABLE_OWNERS).flat();
    expect(owned.filter((table, i) => owned.indexOf(table) !== i)).toEqual([]);
    expect([...owned].sort()).toEqual(created);
  });

  it('lets a context’s SQL name only the tables it owns (and the platform’s only its own)', () => {
    const ownerOf = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner] as const)));
    const violations: string[] = [];
    for (const file of filesUnder(SRC)) {
      const rel = relative(SRC, file).split('\\').join('/');
      if (rel.startsWith('migrations/')) continue;
      const top = rel.includes('/') ? rel.split('/')[0]! : '(root)';
      for (const table of tablesNamedIn(file, known)) {
        if (ownerOf.get(table) !== top) violations.push(`${rel} names "${table}", a table of ${ownerOf.get(table)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('reads SQL in literals and template parts and table names handed to libraries, never comments', () => {
    const texts = databaseTexts(join(SRC, 'platform', 'session', 'session-store.ts'));
    expect(texts.tableNames).toEqual(['http_session']);
    expect(tablesNamedIn(join(SRC, 'catalogue', 'infrastructure', 'persistence', 'category.orm-entity.ts'), known)).toEqual(['category']);
    expect([...'SELECT p.id FROM purchase_order p LEFT JOIN mail_outbox m ON m.id = p.mail_id'.matchAll(SQL_NAMES_A_RELATION)].map((m) => m[1])).toEqual([
      'purchase_order',
      'mail_outbox',
    ]);
  });
});
