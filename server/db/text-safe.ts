// Text values that both engines store alike: PostgreSQL refuses a NUL character in text ("invalid byte
// sequence for encoding UTF8: 0x00"), so a request carrying one anywhere (a JSON field, a form, a path
// or a query) made any query with it fail with a 500 (found by the fuzz test). Every string bound to
// a query has NUL replaced by U+FFFD on both engines: a lookup by such a value finds nothing, and
// stored text keeps the same meaning on SQLite and PostgreSQL.
import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

const NUL = "\u0000";

export function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes(NUL) ? value.replaceAll(NUL, "\ufffd") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

/** Whether a query tree holds a string with a NUL anywhere (most hold none: then it is left as is). */
function holdsNul(node: unknown, depth = 0): boolean {
  if (typeof node === "string") return node.includes(NUL);
  if (node === null || typeof node !== "object" || depth > 100) return false;
  if (Array.isArray(node)) return node.some((item) => holdsNul(item, depth + 1));
  for (const key in node) if (holdsNul((node as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

class NulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(withoutNul) };
  }
}

export class TextSafePlugin implements KyselyPlugin {
  readonly #transformer = new NulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return holdsNul(args.node) ? this.#transformer.transformNode(args.node, args.queryId) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
