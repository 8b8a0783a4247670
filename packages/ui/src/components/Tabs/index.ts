export { Tabs } from './Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps, TabsLinkListProps, TabsLinkProps } from './Tabs';
