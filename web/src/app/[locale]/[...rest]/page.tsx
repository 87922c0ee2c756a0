import { notFound } from 'next/navigation';

// Any path no route or content document claims is the site's 404, in the path's language.
export default function UnknownPage() {
  notFound();
}
