import { useCallback, useState } from 'react';
import type { TadaDocumentNode } from 'gql.tada';
import { requestGraphQL } from './requestGraphQL';

/**
 * A mutation of a signed-out page (sign-in, register, password reset, status lookup), shaped like Apollo's
 * `useMutation` so the pages read the same: `[send, { loading }]`; `send` resolves to `{ data }` or throws the
 * API's message.
 */
export function useSignedOutMutation<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
): [(options: { variables: Variables }) => Promise<{ data: Result }>, { loading: boolean }] {
  const [loading, setLoading] = useState(false);
  const send = useCallback(
    async ({ variables }: { variables: Variables }) => {
      setLoading(true);
      try {
        return { data: await requestGraphQL(document, variables) };
      } finally {
        setLoading(false);
      }
    },
    [document],
  );
  return [send, { loading }];
}
