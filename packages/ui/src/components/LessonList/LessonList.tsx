'use client';

import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { CheckCircle2, Circle, Lock, PlayCircle } from 'lucide-react';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as s from './LessonList.css';

/** Where a learner stands with one item. */
export type LessonListStatus = 'available' | 'done' | 'locked';

export interface LessonListItemData {
  id: string;
  title: string;
  /** Shown at the end of the row ("4:12"). */
  duration?: string;
  /** The duration for screen readers ("4 minutes 12 seconds"). Default: `duration` as shown. */
  durationLabel?: string;
  /** Default `available`. */
  status?: LessonListStatus;
  /** The item on screen now: highlighted and `aria-current="page"`. */
  current?: boolean;
  /** Opens the item (rendered with `renderLink`); ignored for locked items. */
  href?: string;
  /** A short line under the title ("Free preview", "Unlocks on purchase"). */
  note?: string;
}

export interface LessonListSectionData {
  id: string;
  title: string;
  items: LessonListItemData[];
}

/** What `renderLink` receives: spread it on your router's link (`<Link to={href} {...rest} />`). */
export interface LessonListLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-status': LessonListStatus;
  'data-current'?: '';
}
export type LessonListRenderLink = (props: LessonListLinkProps) => ReactElement;

export interface LessonListLabels {
  /** Read after a finished item. Default `"Completed"`. */
  done: string;
  /** Read after a locked item. Default `"Locked"`. */
  locked: string;
  /** A section's count of finished items. Default `"{done} of {total} done"`. */
  sectionCount: (done: number, total: number) => string;
}

export interface LessonListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Modules (or chapters) in order, each with its items in order. */
  sections: LessonListSectionData[];
  /** Renders an item with an `href`. Default: a plain `<a>`. */
  renderLink?: LessonListRenderLink;
  /** Called when an item without `href` is chosen (e.g. open a preview); such items become buttons. */
  onItemSelect?: (item: LessonListItemData, event: MouseEvent<HTMLButtonElement>) => void;
  /** Level of the section headings. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Words read by screen readers (English by default). */
  labels?: Partial<LessonListLabels>;
  /** Hides each section's "n of m done" count (e.g. for someone who has not bought the course). Default `true`. */
  showCounts?: boolean;
}

const defaultLabels: LessonListLabels = {
  done: 'Completed',
  locked: 'Locked',
  sectionCount: (done, total) => `${done} of ${total} done`,
};

const defaultRenderLink: LessonListRenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

function StatusIcon({ status, current }: { status: LessonListStatus; current: boolean }) {
  const Icon = status === 'done' ? CheckCircle2 : status === 'locked' ? Lock : current ? PlayCircle : Circle;
  return <Icon size={18} aria-hidden="true" focusable="false" />;
}

/**
 * A course outline: sections (modules) of items (lessons) with done ticks, durations, the current item and
 * locked items. Items with an `href` are links, items chosen with `onItemSelect` are buttons, the rest text.
 */
export const LessonList = forwardRef<HTMLDivElement, LessonListProps>(function LessonList(
  {
    sections,
    renderLink = defaultRenderLink,
    onItemSelect,
    headingLevel = 3,
    labels: labelOverrides,
    showCounts = true,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={cx(s.lessonList, className)} {...rest}>
      {sections.map((section) => {
        const done = section.items.filter((item) => item.status === 'done').length;
        return (
          <section key={section.id} className={s.lessonListSection} aria-label={section.title}>
            <div className={s.lessonListSectionHeader}>
              <Heading className={s.lessonListHeading}>{section.title}</Heading>
              {showCounts && section.items.length > 0 ? (
                <span className={s.lessonListCount}>{labels.sectionCount(done, section.items.length)}</span>
              ) : null}
            </div>
            <ol className={s.lessonListItems}>
              {section.items.map((item) => {
                const status = item.status ?? 'available';
                const current = Boolean(item.current);
                const content = (
                  <>
                    <span className={s.lessonListIcon}>
                      <StatusIcon status={status} current={current} />
                    </span>
                    <span className={s.lessonListText}>
                      <span className={s.lessonListTitle}>
                        {item.title}
                        {status === 'done' || status === 'locked' ? (
                          <VisuallyHidden>{`, ${status === 'done' ? labels.done : labels.locked}`}</VisuallyHidden>
                        ) : null}
                      </span>
                      {item.note ? <span className={s.lessonListNote}>{item.note}</span> : null}
                    </span>
                    {item.duration ? (
                      <span className={s.lessonListDuration}>
                        <span aria-hidden={item.durationLabel ? true : undefined}>{item.duration}</span>
                        {item.durationLabel ? (
                          <VisuallyHidden>{`, ${item.durationLabel}`}</VisuallyHidden>
                        ) : null}
                      </span>
                    ) : null}
                  </>
                );
                const shared = {
                  className: s.lessonListItem,
                  'data-status': status,
                  'data-current': current ? ('' as const) : undefined,
                  'aria-current': current ? ('page' as const) : undefined,
                };
                let row: ReactNode;
                if (item.href && status !== 'locked') {
                  row = renderLink({ ...shared, href: item.href, children: content });
                } else if (onItemSelect && status !== 'locked') {
                  row = (
                    <button type="button" {...shared} onClick={(event) => onItemSelect(item, event)}>
                      {content}
                    </button>
                  );
                } else {
                  row = <span {...shared}>{content}</span>;
                }
                return <li key={item.id}>{row}</li>;
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
});
LessonList.displayName = 'LessonList';
