export { LessonList } from './LessonList';
export type {
  LessonListProps,
  LessonListItemData,
  LessonListSectionData,
  LessonListStatus,
  LessonListLinkProps,
  LessonListRenderLink,
  LessonListLabels,
} from './LessonList';
