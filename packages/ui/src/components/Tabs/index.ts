import { TabsRoot, TabsList, TabsTrigger, TabsContent, TabsLinkList, TabsLink } from './Tabs';

/**
 * `Tabs.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
  LinkList: TabsLinkList,
  Link: TabsLink,
};
export type {
  TabsRootProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
  TabsLinkListProps,
  TabsLinkProps,
} from './Tabs';
