/**
 * A mail's body as blocks: paragraphs; `emphasis` shown large (a code); a `heading`; a `table`
 * of ordered lines; `totals` as label/amount rows.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'emphasis'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'totals'; rows: string[][] }
  /** A link the reader follows (the wholesaler's answer page): `text` then the address. */
  | { kind: 'link'; text: string; href: string };
