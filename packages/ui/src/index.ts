// @company/ui public API: every export is listed by name.
export { vars } from '@company/tokens';
export { ThemeRoot, ThemeScript, themeClassNames, createTheme, lightTheme, darkTheme } from './components/ThemeRoot';
export type {
  ThemeRootProps,
  ThemeName,
  ThemeScriptProps,
  Theme,
  ThemeValues,
  ThemeOverrides,
  CreateThemeOptions,
  ColorScheme,
  ColorSchemePreference,
} from './components/ThemeRoot';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { LocaleProvider, useLocale } from './components/LocaleProvider';
export type { LocaleProviderProps, LocaleContextValue, Messages, PluralMessage } from './components/LocaleProvider';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { Dialog } from './components/Dialog';
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogHeaderProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogCloseProps,
} from './components/Dialog';
export { AlertDialog, ConfirmationDialog } from './components/AlertDialog';
export type {
  AlertDialogRootProps,
  AlertDialogTriggerProps,
  AlertDialogContentProps,
  AlertDialogTitleProps,
  AlertDialogDescriptionProps,
  AlertDialogFooterProps,
  AlertDialogActionProps,
  AlertDialogCancelProps,
  ConfirmationDialogProps,
} from './components/AlertDialog';
export { DataTable } from './components/DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTableSortDirection,
  DataTableLinkProps,
  DataTableRenderLink,
} from './components/DataTable';
export { Pagination } from './components/Pagination';
export type { PaginationProps, PaginationLinkProps, PaginationRenderLink } from './components/Pagination';
export { Menu } from './components/Menu';
export type {
  MenuRootProps,
  MenuTriggerProps,
  MenuContentProps,
  MenuItemProps,
  MenuGroupProps,
  MenuLabelProps,
  MenuSeparatorProps,
} from './components/Menu';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Toaster, useToast } from './components/Toast';
export type { ToasterProps, ToastOptions, ToastApi, ToastTone, ToastPosition } from './components/Toast';
export { Carousel } from './components/Carousel';
export type {
  CarouselApi,
  CarouselOptions,
  CarouselRootProps,
  CarouselViewportProps,
  CarouselSlideProps,
  CarouselPreviousProps,
  CarouselNextProps,
  CarouselDotsProps,
  CarouselPlayPauseProps,
  CarouselControlsProps,
  CarouselLabels,
  CoverflowOptions,
  Responsive,
} from './components/Carousel';
export { HoverAccordion } from './components/HoverAccordion';
export type { HoverAccordionRootProps, HoverAccordionItemProps } from './components/HoverAccordion';
export { Accordion } from './components/Accordion';
export type {
  AccordionRootProps,
  AccordionSingleRootProps,
  AccordionMultipleRootProps,
  AccordionItemProps,
  AccordionHeaderProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './components/Accordion';
export { Tabs } from './components/Tabs';
export type {
  TabsRootProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
  TabsLinkListProps,
  TabsLinkProps,
} from './components/Tabs';
export { Counter, StatCounter } from './components/Counter';
export type { CounterProps, StatCounterProps } from './components/Counter';
export { Marquee } from './components/Marquee';
export type { MarqueeProps } from './components/Marquee';
export { TextRotator } from './components/TextRotator';
export type { TextRotatorProps, TextRotatorGroupProps, TextRotatorPauseButtonProps } from './components/TextRotator';
export { Reveal } from './components/Reveal';
export type { RevealProps } from './components/Reveal';
export { Float } from './components/Float';
export type { FloatProps } from './components/Float';
export { Parallax } from './components/Parallax';
export type { ParallaxProps } from './components/Parallax';
export { useInView } from './hooks/useInView';
export type { UseInViewOptions, InViewState } from './hooks/useInView';
export {
  NavigationMenu,
  NavigationIconLink,
  NavigationPanelItem,
  NavigationPanelList,
} from './components/NavigationMenu';
export type {
  NavigationMenuProps,
  NavigationItem,
  NavigationLinkItem,
  NavigationGroupItem,
  NavigationMenuLabels,
  NavigationPanelOptions,
  NavigationRenderLink,
  NavigationIconLinkProps,
  NavigationPanelItemProps,
  NavigationPanelListProps,
} from './components/NavigationMenu';
export { Box } from './components/Box';
export type { BoxProps } from './components/Box';
export { Stack } from './components/Stack';
export type { StackProps } from './components/Stack';
export { Inline } from './components/Inline';
export type { InlineProps } from './components/Inline';
export { Grid } from './components/Grid';
export type { GridProps } from './components/Grid';
export { Container } from './components/Container';
export type { ContainerProps } from './components/Container';
export { Section } from './components/Section';
export type { SectionProps } from './components/Section';
export { Heading } from './components/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading';
export { Text } from './components/Text';
export type { TextProps } from './components/Text';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Badge } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { Icon } from './components/Icon';
export type { IconProps } from './components/Icon';
export { Field } from './components/Field';
export type { FieldProps, FieldControlProps } from './components/Field';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { FileField } from './components/FileField';
export type { FileFieldProps } from './components/FileField';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { ScrollToTop } from './components/ScrollToTop';
export type { ScrollToTopProps } from './components/ScrollToTop';
export { FloatingSocialBar } from './components/FloatingSocialBar';
export type { FloatingSocialBarLabels, FloatingSocialBarProps, SocialLink } from './components/FloatingSocialBar';
export { BackgroundVideo } from './components/BackgroundVideo';
export type { BackgroundVideoProps, PosterSource, VideoSource } from './components/BackgroundVideo';
export { ParticleCursor, PARTICLE_CURSOR_MAX } from './components/ParticleCursor';
export type { ParticleCursorProps } from './components/ParticleCursor';
export { Progress } from './components/Progress';
export type { ProgressProps } from './components/Progress';
export { LessonList } from './components/LessonList';
export type {
  LessonListProps,
  LessonListItemData,
  LessonListSectionData,
  LessonListStatus,
  LessonListLinkProps,
  LessonListRenderLink,
  LessonListLabels,
} from './components/LessonList';
