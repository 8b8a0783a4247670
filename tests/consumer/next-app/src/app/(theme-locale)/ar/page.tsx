import { ArabicPage } from '../../../showcase/theme-locale/ArabicPage';

export default function Arabic() {
  return <ArabicPage />;
}
