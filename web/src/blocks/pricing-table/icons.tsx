import { spriteSet } from '@/components/icons/sprite';

export const PLAN = spriteSet(
  'plan',
  {
    check: (
      <>
        <circle cx="10" cy="10" r="10" fill="currentColor" stroke="none" opacity="0.12" />
        <path d="m6 10.2 2.6 2.6L14 7.4" />
      </>
    ),
  },
  { viewBox: '0 0 20 20', width: 20, line: 2 },
);

/** The tick before each feature, on a faint disc. Decorative: the list item's text says what is included. */
export function CheckIcon({ className }: { className?: string }) {
  return <PLAN name="check" className={className} />;
}
