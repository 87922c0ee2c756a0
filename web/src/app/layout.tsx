import type { ReactNode } from 'react';
// The design tokens first, then the base styles built on them; nothing else imports these two.
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/components/navigation/navigation.css';
import '@/components/dialogs/modal.css';

// The <html> element is rendered by app/[locale]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
