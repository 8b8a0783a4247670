/** Careers and team content shared with the careers and team pages. */

export type PerkIcon =
  'heart-pulse' | 'laptop' | 'graduation-cap' | 'calendar' | 'trending-up' | 'coffee' | 'home' | 'party';

/** Perks & Benefits strip: 8 items, 20 s loop. */
export const perks: { icon: PerkIcon; title: string; text: string }[] = [
  {
    icon: 'heart-pulse',
    title: 'Health Insurance',
    text: 'Medical cover for you and your family from day one.',
  },
  {
    icon: 'laptop',
    title: 'Modern Equipment',
    text: 'A fast laptop, a second screen and the tools you ask for.',
  },
  {
    icon: 'graduation-cap',
    title: 'Learning Budget',
    text: 'Courses, certifications and conference tickets paid by us.',
  },
  {
    icon: 'calendar',
    title: 'Flexible Hours',
    text: 'Core hours for collaboration, the rest planned your way.',
  },
  {
    icon: 'trending-up',
    title: 'Career Growth',
    text: 'Twice-yearly reviews and a clear path to senior roles.',
  },
  { icon: 'coffee', title: 'Snacks & Coffee', text: 'A stocked pantry and good coffee in both offices.' },
  { icon: 'home', title: 'Hybrid Work', text: 'Work from home two days a week once you settle in.' },
  {
    icon: 'party',
    title: 'Team Outings',
    text: 'Quarterly outings, festival celebrations and an annual trip.',
  },
];

/** Team page: six core values, 25 s loop. */
export const coreValues: { title: string; text: string }[] = [
  { title: 'Innovation', text: 'We look for better ways, not just familiar ones.' },
  { title: 'Integrity', text: 'Honest estimates, honest updates, honest advice.' },
  { title: 'Collaboration', text: 'One team with our clients and with each other.' },
  { title: 'Excellence', text: 'Craft in every screen, every line and every reply.' },
  { title: 'Customer Focus', text: 'Success is measured by what our clients achieve.' },
  { title: 'Innovation Culture', text: 'Time to learn, room to experiment, freedom to question.' },
];
