import { Marquee } from '@company/ui';
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

/**
 * A continuously scrolling strip of value or perk cards (team core values 25 s, career perks 20 s).
 * It pauses on hover, focus and with its toggle; under reduced motion it is a static, wrapped list.
 */
export function ValuesMarquee({ label, items, durationSeconds }: ValuesMarqueeProps) {
  return (
    <Marquee
      className={m.strip}
      label={label}
      duration={durationSeconds}
      pauseLabel={`Pause the ${label.toLowerCase()} strip`}
    >
      {items.map((item) => (
        <div key={item.title} className={m.item}>
          <h3 className={m.itemTitle}>{item.title}</h3>
          <p className={m.itemText}>{item.text}</p>
        </div>
      ))}
    </Marquee>
  );
}
