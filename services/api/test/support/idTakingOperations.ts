interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  type: TypeRef;
}
type Root = { fields: Array<{ name: string; args: Field[] }> } | null;

// Deep enough for [ID!]! and shallow enough for the API's query depth limit.
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const ROOT = `fields { name args { name type { ${TYPE_REF} } } }`;
const INTROSPECTION = `{
  query: __type(name: "Query") { ${ROOT} }
  mutation: __type(name: "Mutation") { ${ROOT} }
  subscription: __type(name: "Subscription") { ${ROOT} }
  __schema { types { name kind inputFields { name type { ${TYPE_REF} } } } }
}`;

/** An id by its type (ID) or by its name (id, _id, ids, employeeIds, agencyId, recordId...). */
const ID_NAME = /^(_?id|ids)$|Ids?$/;

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/**
 * The root fields (queries, mutations, subscriptions) that take a record id anywhere in their arguments, read
 * from the running schema: an operation added later joins the list without anyone remembering it.
 */
export async function idTakingOperations(url: string): Promise<string[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: INTROSPECTION }),
  });
  const { data, errors } = (await response.json()) as {
    errors?: unknown;
    data: { query: Root; mutation: Root; subscription: Root } & {
      __schema: { types: Array<{ name: string; kind: string; inputFields: Field[] | null }> };
    };
  };
  if (!data) throw new Error(`introspection refused: ${JSON.stringify(errors)}`);
  const inputs = new Map(
    data.__schema.types
      .filter((type) => type.kind === 'INPUT_OBJECT')
      .map((type) => [type.name, type.inputFields ?? []]),
  );
  const takesId = (fields: Field[], seen: Set<string>): boolean =>
    fields.some((field) => {
      const type = named(field.type);
      if (type.name === 'ID' || ID_NAME.test(field.name)) return true;
      if (type.kind !== 'INPUT_OBJECT' || !type.name || seen.has(type.name)) return false;
      return takesId(inputs.get(type.name) ?? [], new Set([...seen, type.name]));
    });
  const roots = [data.query, data.mutation, data.subscription].flatMap((root) => root?.fields ?? []);
  return roots.filter((field) => takesId(field.args, new Set())).map((field) => field.name);
}
