import { HindiPage } from '../../../showcase/theme-locale/HindiPage';

export default function Hindi() {
  return <HindiPage />;
}
