import { Icon } from '../shared/Icon';

/** A five-pointed star on a 24 × 24 grid. */
const STAR = 'M12 2.6l2.9 5.9 6.5.95-4.7 4.6 1.1 6.45L12 17.45 6.2 20.5l1.1-6.45-4.7-4.6 6.5-.95z';
const STEP = 26;

/**
 * Five stars filled up to the score (4.6 fills four and three fifths). Drawn for the eye only: the
 * rating's label next to them says the score in words, so they are hidden from screen readers.
 * `id` must be unique on the page (the clip path is looked up by it).
 */
export function Stars({ score, id, className }: { score: number; id: string; className?: string }) {
  const width = 5 * STEP - 2;
  const filled = (Math.min(Math.max(score, 0), 5) / 5) * width;
  const stars = [0, 1, 2, 3, 4].map((index) => (
    <path key={index} d={STAR} transform={`translate(${index * STEP} 0)`} />
  ));
  return (
    <Icon className={className} viewBox={`0 0 ${width} 24`} width={width} height={24}>
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width={filled} height="24" />
        </clipPath>
      </defs>
      <g fill="var(--star-empty, #d5dce8)">{stars}</g>
      <g fill="var(--star, #f59e0b)" clipPath={`url(#${id})`}>
        {stars}
      </g>
    </Icon>
  );
}

/** The opening quotation mark over each quote: decorative, the quote is a blockquote. */
export function QuoteMark({ className }: { className?: string }) {
  return (
    <Icon className={className} viewBox="0 0 32 24" width={32} height={24}>
      <path
        fill="currentColor"
        d="M0 24V14.4C0 6.9 4.1 1.9 11 0l1.6 3.1C8.7 4.6 6.8 7.3 6.6 11H12v13zm18 0V14.4C18 6.9 22.1 1.9 29 0l1.6 3.1c-3.9 1.5-5.8 4.2-6 7.9H30v13z"
      />
    </Icon>
  );
}
