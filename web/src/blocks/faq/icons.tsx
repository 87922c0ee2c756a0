import { spriteSet } from '@/components/icons/sprite';

export const FAQ = spriteSet(
  'faq',
  { plus: <path d="M10 4v12M4 10h12" /> },
  { viewBox: '0 0 20 20', width: 20, line: 2 },
);

/** A plus that the open state turns into a cross (see .icon in Faq.module.css). Decorative. */
export function PlusIcon({ className }: { className?: string }) {
  return <FAQ name="plus" className={className} />;
}
