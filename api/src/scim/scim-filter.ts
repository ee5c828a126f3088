import { type Filter, parse } from 'scim2-parse-filter';
import { escapeLike } from '../db/like-pattern';
import { UNSUPPORTED_FILTER } from './messages';
import { ScimError } from './scim-errors';

// A SCIM filter (RFC 7644 §3.4.2.2), parsed by scim2-parse-filter, as an SQL condition over
// the columns a resource type declares. Values always travel as parameters.

/**
 * One filterable attribute: an SQL expression, whether it compares without regard to case
 * (`caseExact: false` in the Schemas), and optionally a faster form of `eq` (one an index
 * serves). `constant`: a value every row has (our one email is the `work`, primary one).
 */
export type FilterAttribute =
  | {
      kind: 'text';
      sql: string;
      caseExact: boolean;
      eq?: (param: string) => string;
      /** Only `eq` filters it (a membership test has no order or substring). */
      eqOnly?: boolean;
    }
  | { kind: 'boolean'; sql: string }
  | { kind: 'constant'; value: string | boolean };

/** Attribute paths in lower case (`emails.value`, `name.givenname`) → how to compare them. */
export type FilterAttributes = Record<string, FilterAttribute>;

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const invalidFilter = () => new ScimError(400, UNSUPPORTED_FILTER, 'invalidFilter');

const SCHEMA_PREFIX =
  /^urn:ietf:params:scim:schemas:(?:core:2\.0:(?:user|group)|extension:enterprise:2\.0:user):/i;

/** The attribute path as the table keys it: lower case, without the core schema's URN. */
export function attributeKey(path: string): string {
  const lower = path.toLowerCase();
  const enterprise = lower.startsWith(
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:',
  );
  return `${enterprise ? 'enterprise:' : ''}${lower.replace(SCHEMA_PREFIX, '')}`;
}

const TEXT_OPERATORS: Record<string, (column: string, param: string) => string> = {
  eq: (c, p) => `${c} = ${p}`,
  ne: (c, p) => `${c} IS DISTINCT FROM ${p}`,
  co: (c, p) => `${c} LIKE '%' || ${p} || '%'`,
  sw: (c, p) => `${c} LIKE ${p} || '%'`,
  ew: (c, p) => `${c} LIKE '%' || ${p}`,
  gt: (c, p) => `${c} > ${p}`,
  ge: (c, p) => `${c} >= ${p}`,
  lt: (c, p) => `${c} < ${p}`,
  le: (c, p) => `${c} <= ${p}`,
};

const LIKE_OPERATORS = new Set(['co', 'sw', 'ew']);

// A filter's values are JSON strings (RFC 7644 §3.4.2.2). scim2-parse-filter keeps their
// escapes other than \" as written ("a\\b" would compare as two backslashes, found by the
// property tests), so each one is decoded here and the parser sees a plain stand-in instead.
const STRING_VALUE = /"(?:[^"\\]|\\.)*"/g;
// A private-use character starts it: no unquoted word of a filter can hold one.
const standIn = (index: number) => `\uE000${index}`;

function protectStrings(filter: string): { text: string; values: string[] } {
  const values: string[] = [];
  const text = filter.replace(STRING_VALUE, (literal) => {
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      throw invalidFilter();
    }
    values.push(String(value));
    return `"${standIn(values.length - 1)}"`;
  });
  return { text, values };
}

class Compiler {
  readonly params: unknown[] = [];
  constructor(
    private readonly attributes: FilterAttributes,
    private readonly firstParam: number,
    private readonly values: string[],
  ) {}

  /** The filter's own value for a stand-in the parser saw. */
  private restore(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    const index = /^\uE000(\d+)$/.exec(value)?.[1];
    return index === undefined ? value : (this.values[Number(index)] ?? value);
  }

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.firstParam + this.params.length - 1}`;
  }

  compile(filter: Filter, prefix = ''): string {
    switch (filter.op) {
      case 'and':
      case 'or':
        return `(${filter.filters.map((f) => this.compile(f, prefix)).join(` ${filter.op.toUpperCase()} `)})`;
      case 'not':
        return `NOT (${this.compile(filter.filter, prefix)})`;
      case '[]':
        return this.compile(filter.valFilter, `${prefix}${filter.attrPath}.`);
      case 'pr':
        return this.present(this.lookup(`${prefix}${filter.attrPath}`));
      default:
        return this.compare(
          this.lookup(`${prefix}${filter.attrPath}`),
          filter.op,
          filter.compValue,
        );
    }
  }

  private lookup(path: string): FilterAttribute {
    const found = this.attributes[attributeKey(path)];
    if (!found) throw invalidFilter();
    return found;
  }

  private present(attribute: FilterAttribute): string {
    if (attribute.kind === 'constant') return 'TRUE';
    if (attribute.kind === 'text' && attribute.eqOnly) throw invalidFilter();
    return `${attribute.sql} IS NOT NULL`;
  }

  private compare(attribute: FilterAttribute, op: string, parsed: unknown): string {
    const value = this.restore(parsed);
    if (attribute.kind === 'constant') return constantTest(attribute.value, op, value);
    if (attribute.kind === 'boolean') {
      if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne')) throw invalidFilter();
      return `${attribute.sql} ${op === 'eq' ? '=' : 'IS DISTINCT FROM'} ${this.param(value)}`;
    }
    const operator = TEXT_OPERATORS[op];
    if (typeof value !== 'string' || !operator) throw invalidFilter();
    if (attribute.eqOnly && op !== 'eq') throw invalidFilter();
    const text = LIKE_OPERATORS.has(op) ? escapeLike(value) : value;
    const folded = !attribute.caseExact;
    const param = this.param(folded ? text.toLowerCase() : text);
    if (op === 'eq' && attribute.eq) return attribute.eq(param);
    return operator(folded ? `lower(${attribute.sql})` : attribute.sql, param);
  }
}

function constantTest(constant: string | boolean, op: string, value: unknown): string {
  const same =
    typeof constant === 'string' && typeof value === 'string'
      ? constant.toLowerCase() === value.toLowerCase()
      : constant === value;
  if (op === 'eq') return same ? 'TRUE' : 'FALSE';
  if (op === 'ne') return same ? 'FALSE' : 'TRUE';
  throw invalidFilter();
}

/**
 * The filter as a condition; placeholders start at `$firstParam`. No filter matches every
 * row. A filter that does not parse, or names an attribute or operator outside `attributes`,
 * is a 400 `invalidFilter`.
 */
export function filterCondition(
  filter: string | undefined,
  attributes: FilterAttributes,
  firstParam: number,
): SqlCondition {
  if (filter === undefined || filter.trim() === '') return { sql: 'TRUE', params: [] };
  const { text, values } = protectStrings(filter);
  let parsed: Filter;
  try {
    parsed = parse(text);
  } catch {
    throw invalidFilter();
  }
  const compiler = new Compiler(attributes, firstParam, values);
  return { sql: compiler.compile(parsed), params: compiler.params };
}
