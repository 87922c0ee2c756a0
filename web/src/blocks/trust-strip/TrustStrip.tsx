import { fillPlaceholders } from '@/content/placeholders';
import type { BlockProps } from '../types';
import { TrustIcon } from './icons';
import styles from './TrustStrip.module.css';

/**
 * Short reassurances in one row that wraps on narrow screens, each with a drawn icon. A list
 * without a heading: it backs up the blocks around it. An item without text is left out.
 */
export function TrustStrip({ block, context }: BlockProps<'trustStrip'>) {
  const items = (block.items ?? []).filter((item) => item.text);
  if (items.length === 0) return null;
  return (
    <div className={styles.strip}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item._key} className={styles.item}>
            {item.icon ? <TrustIcon name={item.icon} className={styles.icon} /> : null}
            <span>{fillPlaceholders(item.text ?? '', context.values)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
