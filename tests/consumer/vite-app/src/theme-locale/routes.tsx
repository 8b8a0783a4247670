import type { ComponentType } from 'react';
import { ArabicPage } from '../showcase/theme-locale/ArabicPage';
import { HindiPage } from '../showcase/theme-locale/HindiPage';
import { ThemedPage } from '../showcase/theme-locale/ThemedPage';

export const routes: Record<string, ComponentType> = {
  '/themed': ThemedPage,
  '/hi': HindiPage,
  '/ar': ArabicPage,
};
