import * as m from './marquee.css';

export interface ValuesMarqueeItem {
  title: string;
  text: string;
}

export interface ValuesMarqueeProps {
  /** Accessible name of the list, e.g. 'Core values'. */
  label: string;
  items: readonly ValuesMarqueeItem[];
  /** Seconds for one full loop (perks 20, core values 25). */
  durationSeconds: number;
}

/** A strip of value or perk cards (team core values, career perks). */
export function ValuesMarquee({ label, items }: ValuesMarqueeProps) {
  return (
    <ul className={m.strip} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className={m.item}>
          <h3 className={m.itemTitle}>{item.title}</h3>
          <p className={m.itemText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
