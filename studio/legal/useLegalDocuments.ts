import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import type { OverviewDocument } from './overview';
import { studioEnv } from '../env';

const QUERY = `*[_type == "legalDocument"]{ _id, documentType, language, title, revised }`;

/**
 * Every legal document, drafts included, kept current while the view is open: a publish or an edit
 * anywhere refreshes the overview.
 */
export function useLegalDocuments(): { documents: OverviewDocument[] | null; error: string | null } {
  const client = useClient({ apiVersion: studioEnv.apiVersion });
  const [documents, setDocuments] = useState<OverviewDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const load = () =>
      client.fetch<OverviewDocument[]>(QUERY, {}, { perspective: 'raw' }).then(
        (result) => {
          if (!active) return;
          setDocuments(result);
          setError(null);
        },
        (reason: unknown) => active && setError(reason instanceof Error ? reason.message : String(reason)),
      );
    void load();
    const subscription = client
      .listen(QUERY, {}, { includeResult: false, visibility: 'query' })
      .subscribe({ next: () => void load() });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);

  return { documents, error };
}
